import { describe, expect, it } from 'vitest'
import { NO_REPORTS, reportsByAction, reportsByInput } from './reportCounts'

describe('report counts', () => {
  it('names every action and input method, zeros included', () => {
    const counts = { total: 31, byAction: { format: 30, fill: 1, generate: 0 }, byInputMethod: { pasted: 30, voice: 1 } }
    expect(reportsByAction(counts)).toBe('30 formatted · 1 filled · 0 generated')
    expect(reportsByInput(counts)).toBe('30 pasted or typed · 1 voice')
  })

  it('reads an answer without counts (an older server) as none', () => {
    expect(reportsByAction(undefined)).toBe(reportsByAction(NO_REPORTS))
    expect(reportsByInput(undefined)).toBe('0 pasted or typed · 0 voice')
  })
})
