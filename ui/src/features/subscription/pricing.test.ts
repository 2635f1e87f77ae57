import { describe, expect, it } from 'vitest'
import { betaOffer, centsToUsd, planPrices, START_TRIAL_LABEL, usd, yearlySaving } from './pricing'
import type { Plan } from './types'

const serverPlans: Plan[] = [
  { type: 'monthly', amount: 5900, interval: 'month' },
  { type: 'yearly', amount: 49900, interval: 'year', savings: 20900, savingsPercent: 30 },
]

describe('yearlySaving', () => {
  it('compares the yearly plan with twelve full-price months', () => {
    expect(yearlySaving(59, 499)).toEqual({ amountUsd: 209, percent: 30, perMonthUsd: 42 })
  })

  it('rounds the percent and the per-month price', () => {
    expect(yearlySaving(10, 100)).toEqual({ amountUsd: 20, percent: 17, perMonthUsd: 8 })
  })

  it('reports no saving when the yearly price equals twelve months', () => {
    expect(yearlySaving(50, 600)).toEqual({ amountUsd: 0, percent: 0, perMonthUsd: 50 })
  })
})

describe('planPrices', () => {
  it('reads the amounts in cents', () => {
    expect(planPrices(serverPlans)).toEqual({
      monthlyUsd: 59,
      yearlyUsd: 499,
      yearly: { amountUsd: 209, percent: 30, perMonthUsd: 42 },
    })
  })

  it('follows a yearly price the server changed', () => {
    const plans: Plan[] = [serverPlans[0] as Plan, { type: 'yearly', amount: 47900, interval: 'year' }]
    expect(planPrices(plans)).toEqual({
      monthlyUsd: 59,
      yearlyUsd: 479,
      yearly: { amountUsd: 229, percent: 32, perMonthUsd: 40 },
    })
  })

  it("keeps the spec's prices until the plans are read", () => {
    expect(planPrices(undefined)).toEqual(planPrices(serverPlans))
  })
})

describe('texts', () => {
  it('formats whole dollars and cents', () => {
    expect(usd(499)).toBe('$499')
    expect(centsToUsd(3900)).toBe('$39')
    expect(centsToUsd(4950)).toBe('$49.50')
  })

  it('words the beta special and the trial button as the spec does', () => {
    expect(betaOffer(59)).toBe('$39/month for 3 months, then $59/month')
    expect(START_TRIAL_LABEL).toBe('Start 7-Day Free Trial')
  })
})
