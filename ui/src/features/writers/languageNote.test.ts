import { describe, expect, it } from 'vitest'
import { languageNote } from './writtenReport'

describe('languageNote', () => {
  it('says when the template was filled in its own language', () => {
    expect(languageNote({ language: 'de' }, 'en')).toBe(' The template is in German, so it was filled with German rules.')
  })
  it('says nothing when the selected language was used, or the answer names none', () => {
    expect(languageNote({ language: 'en' }, 'en')).toBe('')
    expect(languageNote({}, 'en')).toBe('')
    expect(languageNote({ language: null }, 'de')).toBe('')
  })
})
