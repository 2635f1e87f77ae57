import type { NextBillingInfo, PlanType } from '../auth'
import { centsToUsd } from './pricing'

// A date of the subscription ('July 15, 2025'), in the user's time zone.
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

export function nextBillingText({ nextBillingDate, nextBillingAmount, billingInterval }: NextBillingInfo): string {
  return `Next billing: ${centsToUsd(nextBillingAmount)}/${billingInterval} on ${formatDate(nextBillingDate)}.`
}

export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${String(days)} days`
}

export function planName(planType: PlanType): string {
  return planType === 'monthly' ? 'Monthly' : 'Yearly'
}

// A status the server could not give: the spec's wording (spec 000 section 7).
export function statusErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'status' in error ? String(error.status) : 'unknown'
  return `HTTP error! status: ${code}`
}
