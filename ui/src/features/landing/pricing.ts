export const PRICING_SECTION_ID = 'pricing'

export const FREE_TRIAL_DAYS = 7
export const MONTHLY_PRICE_USD = 59
export const BETA_MONTHLY_PRICE_USD = 39
export const BETA_MONTHS = 3
export const YEARLY_PRICE_USD = 499

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

export const YEARLY_SAVING = yearlySaving(MONTHLY_PRICE_USD, YEARLY_PRICE_USD)

export function usd(amount: number): string {
  return `$${String(amount)}`
}
