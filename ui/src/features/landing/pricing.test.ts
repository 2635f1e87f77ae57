import { describe, expect, it } from 'vitest'
import { usd, YEARLY_SAVING, yearlySaving } from './pricing'

describe('yearlySaving', () => {
  it('compares the yearly plan with twelve full-price months', () => {
    expect(YEARLY_SAVING).toEqual({ amountUsd: 209, percent: 30, perMonthUsd: 42 })
  })

  it('rounds the percent and the per-month price', () => {
    expect(yearlySaving(10, 100)).toEqual({ amountUsd: 20, percent: 17, perMonthUsd: 8 })
  })

  it('reports no saving when the yearly price equals twelve months', () => {
    expect(yearlySaving(50, 600)).toEqual({ amountUsd: 0, percent: 0, perMonthUsd: 50 })
  })
})

describe('usd', () => {
  it('formats whole dollars', () => {
    expect(usd(499)).toBe('$499')
  })
})
