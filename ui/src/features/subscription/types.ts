import type { PlanType } from '../auth'

// A plan as GET /api/subscription/plans answers it; amounts in cents (spec 001 section 3).
export interface Plan {
  type: PlanType
  amount: number
  interval: 'month' | 'year'
  // The yearly plan's saving against twelve monthly payments.
  savings?: number
  savingsPercent?: number
}

export interface UrlResponse {
  url: string
}

export interface ChangeResponse {
  success: boolean
  message?: string
}

// What POST /api/sync-subscription found: a live subscription, a checkout whose subscription is
// not live yet, or no checkout at all; success is true only when it is active.
export interface SyncResponse {
  success: boolean
  status: 'active' | 'pending' | 'none'
  message: string
}

export interface SwitchPlanResponse {
  newPlan: PlanType
  message: string
}
