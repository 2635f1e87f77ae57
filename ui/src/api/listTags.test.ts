import { describe, expect, it } from 'vitest'
import { listTags } from './listTags'

describe('listTags', () => {
  it('tags the list and each of its items', () => {
    expect(listTags('Macro', [{ id: 'm1' }, { id: 'm2' }])).toEqual([
      { type: 'Macro', id: 'LIST' },
      { type: 'Macro', id: 'm1' },
      { type: 'Macro', id: 'm2' },
    ])
  })

  it('names one of several lists of a type by its own id', () => {
    expect(listTags('SavedPrompt', [], 'LIST-correction')).toEqual([{ type: 'SavedPrompt', id: 'LIST-correction' }])
  })
})
