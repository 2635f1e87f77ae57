// Answers of the admin analytics endpoints for the tests, shaped as the API contract says.
import type { AdminStats, AdminUser, ApiUsage, FeedbackItem, FeedbackStats, UserEndpointUsage } from './types'

const DAY_MS = 24 * 60 * 60 * 1000

export const sampleStats: AdminStats = {
  totalUsers: 42,
  activeUsers: 17,
  totalRecordings: 318,
  avgProcessingTime: 850,
  totalRecordingTime: 9000,
  avgMonthlyRecordingTime: 1500,
  languageDistribution: { en: 12, de: 30, fr: 2 },
  reports: { total: 45, byAction: { format: 30, fill: 10, generate: 5 }, byInputMethod: { pasted: 40, voice: 5 } },
  recentActivity: [
    { action: 'Recording transcribed', user: 'anna@example.com', recordingTime: 42, timestamp: '2026-05-12T09:30:00Z' },
    { action: 'Report generated', user: 'ben@example.com', recordingTime: null, timestamp: '2026-05-12T08:00:00Z' },
  ],
}

function adminUser(overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'email'>): AdminUser {
  return {
    firstName: null,
    lastName: null,
    emailVerified: true,
    authProvider: 'email',
    role: 'user',
    subscriptionStatus: 'none',
    accountTrialStartedAt: null,
    accountTrialUsed: false,
    hasUsedTrial: false,
    trialEndsAt: null,
    stripeSubscriptionId: null,
    recordingCount: 0,
    totalRecordingTime: 0,
    lastActivity: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

// Four users, one of each account trial state; newest account first: ben, carla, anna, dan.
export function sampleUsers(now: number = Date.now()): AdminUser[] {
  return [
    adminUser({
      id: 'anna',
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Berg',
      subscriptionStatus: 'active',
      accountTrialStartedAt: '2026-01-01T00:00:00Z',
      accountTrialUsed: true,
      stripeSubscriptionId: 'sub_anna',
      recordingCount: 40,
      totalRecordingTime: 7200,
      lastActivity: '2026-05-10T12:00:00Z',
      createdAt: '2026-03-01T00:00:00Z',
    }),
    adminUser({
      id: 'ben',
      email: 'ben@example.com',
      authProvider: 'google',
      subscriptionStatus: 'trial',
      accountTrialStartedAt: new Date(now - 2 * DAY_MS - 60_000).toISOString(),
      recordingCount: 3,
      totalRecordingTime: 120,
      createdAt: '2026-05-01T00:00:00Z',
    }),
    adminUser({
      id: 'carla',
      email: 'Carla@example.com',
      authProvider: 'replit',
      emailVerified: false,
      subscriptionStatus: 'cancelled',
      accountTrialUsed: true,
      stripeSubscriptionId: 'sub_carla',
      recordingCount: 12,
      totalRecordingTime: 900,
      lastActivity: '2026-05-12T08:00:00Z',
      createdAt: '2026-04-15T00:00:00Z',
    }),
    adminUser({
      id: 'dan',
      email: 'dan@example.com',
      emailVerified: false,
      createdAt: '2025-12-24T00:00:00Z',
    }),
  ]
}

function usageRow(userId: string, endpoint: string, totalCalls: number, overrides: Partial<UserEndpointUsage> = {}) {
  return {
    userId,
    userEmail: `${userId}@example.com`,
    userName: null,
    method: 'POST',
    endpoint,
    totalCalls,
    errorCount: 0,
    avgDuration: 900,
    lastCall: '2026-05-12T09:00:00Z',
    ...overrides,
  }
}

// anna: 66 calls over 5 endpoints; ben: exactly 50; then ten users with one call each (twelve in
// all, more than the ten shown).
export const sampleApiUsage: ApiUsage = {
  timeRange: '24h',
  overallStats: { totalApiCalls: 1234, totalUsers: 12, avgDuration: 1200, errorRate: 3.4 },
  topEndpoints: [
    { method: 'POST', endpoint: '/api/format-external-transcript', totalCalls: 600, avgDuration: 1200, errorRate: 2 },
    { method: 'POST', endpoint: '/api/transcribe', totalCalls: 300, avgDuration: 850, errorRate: 7.5 },
    { method: 'GET', endpoint: '/api/user-templates/:id', totalCalls: 100, avgDuration: 45, errorRate: 5 },
  ],
  userUsageStats: [
    usageRow('anna', '/api/format-external-transcript', 30, { userName: 'Anna Berg', errorCount: 2 }),
    usageRow('anna', '/api/transcribe', 20, { userName: 'Anna Berg', lastCall: '2026-05-12T10:00:00Z' }),
    usageRow('anna', '/api/generate-report', 10, { userName: 'Anna Berg' }),
    usageRow('anna', '/api/correct-transcript', 5, { userName: 'Anna Berg' }),
    usageRow('anna', '/api/user-templates', 1, { userName: 'Anna Berg', method: 'GET' }),
    usageRow('ben', '/api/transcribe', 50),
    ...['u03', 'u04', 'u05', 'u06', 'u07', 'u08', 'u09', 'u10', 'u11', 'u12'].map((id) =>
      usageRow(id, '/api/generate-report', 1),
    ),
  ],
  timeline: [
    { start: '2026-05-12T07:00:00Z', calls: 10, errors: 1 },
    { start: '2026-05-12T08:00:00Z', calls: 0, errors: 0 },
    { start: '2026-05-12T09:00:00Z', calls: 25, errors: 3 },
  ],
  droppedEvents: 0,
}

export const sampleFeedbackStats: FeedbackStats = {
  totalFeedback: 3,
  positiveCount: 2,
  negativeCount: 1,
  conversionRate: 66.666,
}

export const sampleFeedback: FeedbackItem[] = [
  {
    id: 'f1',
    userEmail: 'anna@example.com',
    feedbackType: 'negative',
    feedbackCategory: 'missing_terms',
    feedbackText: 'Spondylolisthesis was spelled wrong.',
    language: 'de',
    inputMethod: 'voice_recording',
    templateUsed: true,
    templateName: 'MRT LWS',
    createdAt: '2026-05-12T09:00:00Z',
  },
  {
    id: 'f2',
    userEmail: 'ben@example.com',
    feedbackType: 'positive',
    feedbackCategory: null,
    feedbackText: null,
    language: 'en',
    inputMethod: 'external_transcript',
    templateUsed: false,
    templateName: null,
    createdAt: '2026-05-11T09:00:00Z',
  },
]
