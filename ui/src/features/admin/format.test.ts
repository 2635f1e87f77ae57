import { describe, expect, it } from 'vitest'
import { formatDuration, formatPercent, formatRecordingTime } from './format'

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [1, '1ms'],
    [850, '850ms'],
    [850.4, '850ms'],
    [999, '999ms'],
    [999.6, '1.0s'],
    [1000, '1.0s'],
    [1200, '1.2s'],
    [1249, '1.2s'],
    [15_300, '15.3s'],
    [125_000, '125.0s'],
  ])('writes %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

describe('formatRecordingTime', () => {
  it.each([
    [0, '0s'],
    [42, '42s'],
    [59, '59s'],
    [59.6, '1m'],
    [60, '1m'],
    [89, '1m'],
    [90, '2m'],
    [900, '15m'],
    [3569, '59m'],
    [3570, '1.0h'],
    [3600, '1.0h'],
    [9000, '2.5h'],
    [360_000, '100.0h'],
  ])('writes %d seconds as %s', (seconds, text) => {
    expect(formatRecordingTime(seconds)).toBe(text)
  })
})

describe('formatPercent', () => {
  it.each([
    [0, '0.0%'],
    [5, '5.0%'],
    [66.666, '66.7%'],
    [100, '100.0%'],
  ])('writes %d as %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text)
  })
})
