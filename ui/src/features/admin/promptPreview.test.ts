import { describe, expect, it } from 'vitest'
import { promptPreview } from './promptPreview'

describe('promptPreview', () => {
  it('keeps a prompt of up to 200 characters whole', () => {
    const text = 'a'.repeat(200)
    expect(promptPreview(text)).toBe(text)
  })

  it('cuts a longer prompt at 200 characters', () => {
    expect(promptPreview(`${'a'.repeat(200)}bcd`)).toBe(`${'a'.repeat(200)}...`)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(promptPreview('😀'.repeat(201))).toBe(`${'😀'.repeat(200)}...`)
  })
})
