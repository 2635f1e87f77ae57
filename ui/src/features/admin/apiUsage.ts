import type { UserEndpointUsage } from './types'

// Spec 001 section 9: the top 10 users, 3 endpoints each (then '+N more'); an endpoint erring on
// more than 5 % of its calls and a user with more than 50 calls are highlighted.
export const TOP_USERS = 10
export const ENDPOINTS_PER_USER = 3
export const HIGH_ERROR_RATE_PERCENT = 5
export const HEAVY_USER_CALLS = 50

export function isHighErrorRate(errorRatePercent: number): boolean {
  return errorRatePercent > HIGH_ERROR_RATE_PERCENT
}

export function isHeavyUser(totalCalls: number): boolean {
  return totalCalls > HEAVY_USER_CALLS
}

// What the report endpoints do, in the words of the API usage view (spec 001 section 7).
const endpointLabels: Record<string, string> = {
  '/api/transcribe': 'Voice Transcription',
  '/api/generate-radiology-report': 'Radiology Report Generation',
  '/api/correct-transcript': 'Transcript Correction',
  '/api/populate-template': 'Template Population',
  '/api/generate-report': 'Report Generation',
  '/api/format-external-transcript': 'External Transcript Formatting',
  '/api/populate-template-voice': 'Template Population (Voice)',
  '/api/populate-template-external': 'Template Population (Pasted)',
  '/api/generate-report-voice': 'Report Generation (Voice)',
  '/api/generate-report-external': 'Report Generation (Pasted)',
}

export function endpointLabel(endpoint: string): string | undefined {
  return endpointLabels[endpoint]
}

export interface UserUsage {
  userId: string
  userEmail: string
  userName: string | null
  totalCalls: number
  errorCount: number
  lastCall: string
  // The user's endpoints, most called first.
  endpoints: UserEndpointUsage[]
}

// The server's rows (one per user and endpoint) as one entry per user, most calls first, at most
// TOP_USERS of them.
export function usageByUser(rows: readonly UserEndpointUsage[]): UserUsage[] {
  const users = new Map<string, UserUsage>()
  for (const row of rows) {
    const user = users.get(row.userId)
    if (user === undefined) {
      users.set(row.userId, {
        userId: row.userId,
        userEmail: row.userEmail,
        userName: row.userName,
        totalCalls: row.totalCalls,
        errorCount: row.errorCount,
        lastCall: row.lastCall,
        endpoints: [row],
      })
      continue
    }
    user.totalCalls += row.totalCalls
    user.errorCount += row.errorCount
    if (Date.parse(row.lastCall) > Date.parse(user.lastCall)) user.lastCall = row.lastCall
    user.endpoints.push(row)
  }
  // Array sorts are stable, so ties keep the server's order.
  return [...users.values()]
    .map((user) => ({ ...user, endpoints: [...user.endpoints].sort((a, b) => b.totalCalls - a.totalCalls) }))
    .sort((a, b) => b.totalCalls - a.totalCalls)
    .slice(0, TOP_USERS)
}
