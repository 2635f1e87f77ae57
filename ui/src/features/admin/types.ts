import type { Schema } from '../../api/schemas'
import type { ReportCounts } from '../../lib/reportCounts'

export interface AiPromptInput {
  name: string
  description: string
  promptText: string
  language: string
}

export type AiPrompt = Schema<'AIPrompt'>

// GET /api/admin/stats. Times: avgProcessingTime in milliseconds, recording times in seconds.
export interface AdminStats {
  totalUsers: number
  activeUsers: number
  totalRecordings: number
  avgProcessingTime: number
  totalRecordingTime: number
  avgMonthlyRecordingTime: number
  languageDistribution: Record<string, number>
  // Reports produced by every user; absent from an older server.
  reports?: ReportCounts
  recentActivity: RecentActivity[]
}

// A recording or a report produced (never its text).
export interface RecentActivity {
  kind?: 'recording' | 'report'
  inputMethod?: 'pasted' | 'voice'
  action: string
  user: string
  recordingTime: number | null
  timestamp: string
}

export type AuthProvider = Schema<'AuthProvider'>

// One row of GET /api/admin/users.
export interface AdminUser {
  id: string
  firstName: string | null
  lastName: string | null
  email: string
  emailVerified: boolean
  authProvider: AuthProvider
  role: string
  subscriptionStatus: string
  accountTrialStartedAt: string | null
  accountTrialUsed: boolean
  hasUsedTrial: boolean
  trialEndsAt: string | null
  stripeSubscriptionId: string | null
  recordingCount: number
  totalRecordingTime: number
  lastActivity: string | null
  createdAt: string
}

export const TIME_RANGES = ['1h', '24h', '7d', '30d'] as const
export type TimeRange = (typeof TIME_RANGES)[number]

// GET /api/admin/api-usage. Durations in milliseconds, error rates in percent (0-100).
export interface ApiUsage {
  timeRange: TimeRange
  overallStats: {
    totalApiCalls: number
    totalUsers: number
    avgDuration: number
    errorRate: number
  }
  topEndpoints: EndpointUsage[]
  userUsageStats: UserEndpointUsage[]
  timeline: UsageBucket[]
  droppedEvents: number
}

export interface EndpointUsage {
  method: string
  endpoint: string
  totalCalls: number
  avgDuration: number
  errorRate: number
}

// One user's calls to one endpoint.
export interface UserEndpointUsage {
  userId: string
  userEmail: string
  userName: string | null
  method: string
  endpoint: string
  totalCalls: number
  errorCount: number
  avgDuration: number
  lastCall: string
}

export interface UsageBucket {
  start: string
  calls: number
  errors: number
}

export type FeedbackType = Schema<'FeedbackType'>
export type InputMethod = Schema<'InputMethod'>

// The feedback page's filters; an empty string is "any".
export interface FeedbackFilters {
  feedbackType: FeedbackType | ''
  language: string
  inputMethod: InputMethod | ''
  dateFrom: string
  dateTo: string
}

export type FeedbackStats = Schema<'FeedbackStats'>

export type FeedbackItem = Schema<'FeedbackItem'>
