import type { Plan } from './types'

// Spec 001 section 9 (and spec 000 section 9).
export const FREE_TRIAL_DAYS = 7
export const BETA_MONTHLY_PRICE_USD = 39
export const BETA_MONTHS = 3
// The monthly list price. It and the yearly price are shown until the server's plans arrive, or
// if they cannot be read.
export const MONTHLY_PRICE_USD = 59
const FALLBACK_YEARLY_USD = 499

export interface YearlySaving {
  amountUsd: number
  percent: number
  perMonthUsd: number
}

// The yearly plan is compared with twelve months at the full monthly price (spec 001 section 9).
export function yearlySaving(monthlyUsd: number, yearlyUsd: number): YearlySaving {
  const twelveMonthsUsd = monthlyUsd * 12
  const amountUsd = twelveMonthsUsd - yearlyUsd
  return {
    amountUsd,
    percent: Math.round((amountUsd / twelveMonthsUsd) * 100),
    perMonthUsd: Math.round(yearlyUsd / 12),
  }
}

export interface PlanPrices {
  monthlyUsd: number
  yearlyUsd: number
  yearly: YearlySaving
}

// Plan amounts are in cents; a plan the server did not list keeps the spec's price.
export function planPrices(plans: readonly Plan[] | undefined): PlanPrices {
  const usdOf = (type: Plan['type'], fallback: number) => {
    const plan = plans?.find((candidate) => candidate.type === type)
    return plan === undefined ? fallback : plan.amount / 100
  }
  const monthlyUsd = usdOf('monthly', MONTHLY_PRICE_USD)
  const yearlyUsd = usdOf('yearly', FALLBACK_YEARLY_USD)
  return { monthlyUsd, yearlyUsd, yearly: yearlySaving(monthlyUsd, yearlyUsd) }
}

// Whole dollars as the spec writes them ('$59'); cents only when there are some.
export function usd(amount: number): string {
  return `$${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`
}

export function centsToUsd(cents: number): string {
  return usd(cents / 100)
}

// The beta special of a first monthly subscription (spec 001 section 9).
export function betaOffer(monthlyUsd: number): string {
  return `${usd(BETA_MONTHLY_PRICE_USD)}/month for ${String(BETA_MONTHS)} months, then ${usd(monthlyUsd)}/month`
}

export const START_TRIAL_LABEL = `Start ${String(FREE_TRIAL_DAYS)}-Day Free Trial`
