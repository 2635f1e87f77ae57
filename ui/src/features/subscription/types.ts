import type { Schema } from '../../api/schemas'

// A plan as GET /api/subscription/plans answers it; amounts in cents (spec 001 section 3).
export type Plan = Schema<'Plan'>

export type UrlResponse = Schema<'Url'>

export type ChangeResponse = Schema<'Success'>

// What POST /api/sync-subscription found: a live subscription, a checkout whose subscription is
// not live yet, or no checkout at all; success is true only when it is active.
export type SyncResponse = Schema<'SyncResult'>

export type SwitchPlanResponse = Schema<'SwitchedPlan'>
