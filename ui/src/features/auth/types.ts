import type { Schema } from '../../api/schemas'
import type { AccessType } from '../../lib/accessType'

export type Role = Schema<'Role'>

// The signed-in user as GET /api/auth/user returns it (fields the UI reads).
export interface User {
  id: string
  firstName: string | null
  lastName: string | null
  email: string
  role: Role
  preferredLanguage: string
  profileImageUrl: string | null
  subscriptionStatus: string | null
  trialEndsAt: string | null
  // Settings kept on the user, optional because only the pages that edit them need them.
  templateSearchTerm?: string | null
  templateModalityFilter?: string | null
  templateLanguageFilter?: string | null
  customCorrectionPrompt?: string | null
  customReportGenerationPrompt?: string | null
  customTemplatePopulationPrompt?: string | null
  customReportFromScratchPrompt?: string | null
  useCustomCorrectionPrompt?: boolean
  useCustomReportGenerationPrompt?: boolean
  useCustomTemplatePopulationPrompt?: boolean
  useCustomReportFromScratchPrompt?: boolean
  customImpressionPrompt?: string | null
  useCustomImpressionPrompt?: boolean
  autoFillTemplate?: boolean
  autoGenerateReport?: boolean
  autoFormatExternal?: boolean
  autoFillTemplateExternal?: boolean
  autoGenerateReportExternal?: boolean
  impressionNumbered?: boolean
  impressionBackground?: ImpressionBackground
  impressionRecommendations?: boolean
}

export type ImpressionBackground = Schema<'ImpressionBackground'>

export type AuthProviders = Schema<'Providers'>

export type MessageResponse = Schema<'Message'>

export interface UserResponse {
  user: User
}

export type Credentials = Schema<'LoginRequest'>

export type Registration = Schema<'RegisterRequest'>

export type VerificationRequest = Schema<'VerifyEmailRequest'>

export type ResetPasswordRequest = Schema<'ResetPasswordRequest'>

export type PlanType = Schema<'PlanType'>

// What the Subscription tab shows, by the period the user is in (spec 001 section 4).
export type PeriodType = 'active' | 'trial' | 'cancelled' | 'expired' | 'none'

export type NextBillingInfo = Schema<'NextBilling'>

// What GET /api/subscription/status answers (spec 000 sections 3 and 7, spec 001 section 3).
export interface SubscriptionStatus {
  status: string
  hasActiveSubscription: boolean
  trialDaysLeft: number
  isLegacyUser: boolean
  betaDiscountActive: boolean
  betaDiscountMonthsLeft: number
  // Whole US dollars per month.
  currentPrice: number
  periodType: PeriodType
  statusDisplay: string
  subscriptionEndDate: string | null
  // A span such as '5 days', while access lasts.
  accessRemaining: string | null
  planType: PlanType | null
  // A pending switch's plan, from the next billing cycle (sent by servers that schedule switches).
  scheduledPlanType?: PlanType | null
  nextBillingInfo: NextBillingInfo | null
  hasStripeSubscription: boolean
  // The state in a sentence, written by the server.
  message: string
  accessType: AccessType
  // False on a server that sells no subscriptions: everyone verified has full access.
  paymentsEnabled: boolean
}
