import { describe, expect, it } from 'vitest'
import { languageBars, timelineBars } from './chartData'

describe('chart data', () => {
  it('names languages and puts the most used first', () => {
    expect(languageBars({ en: 12, de: 30, xx: 1 })).toEqual([
      { language: 'German', recordings: 30 },
      { language: 'English', recordings: 12 },
      { language: 'xx', recordings: 1 },
    ])
  })

  it('splits each bucket into successful calls and errors', () => {
    const bars = timelineBars(
      [
        { start: '2026-05-12T07:00:00Z', calls: 10, errors: 1 },
        { start: '2026-05-12T08:00:00Z', calls: 0, errors: 0 },
      ],
      '24h',
    )
    expect(bars.map(({ successful, errors }) => [successful, errors])).toEqual([
      [9, 1],
      [0, 0],
    ])
    expect(bars[0]?.label).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date('2026-05-12T07:00:00Z')),
    )
  })

  it('labels days for 30 days', () => {
    const [bar] = timelineBars([{ start: '2026-05-12T00:00:00Z', calls: 1, errors: 0 }], '30d')
    expect(bar?.label).toBe(new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date('2026-05-12T00:00:00Z')))
  })
})
