import { describe, expect, it } from 'vitest'
import { sampleApiUsage } from './analyticsSamples'
import { endpointLabel, isHeavyUser, isHighErrorRate, usageByUser } from './apiUsage'
import type { UserEndpointUsage } from './types'

describe('highlights', () => {
  it.each([
    [0, false],
    [5, false],
    [5.1, true],
    [42, true],
  ])('an error rate of %d%% is high: %s', (percent, high) => {
    expect(isHighErrorRate(percent)).toBe(high)
  })

  it.each([
    [1, false],
    [50, false],
    [51, true],
  ])('a user with %d calls is heavy: %s', (calls, heavy) => {
    expect(isHeavyUser(calls)).toBe(heavy)
  })
})

describe('usageByUser', () => {
  it('groups the rows by user, most calls first, at most 10 users', () => {
    const users = usageByUser(sampleApiUsage.userUsageStats)
    expect(users).toHaveLength(10)
    expect(users.map((user) => user.userId).slice(0, 3)).toEqual(['anna', 'ben', 'u03'])
    const [anna] = users
    expect(anna).toMatchObject({
      userEmail: 'anna@example.com',
      userName: 'Anna Berg',
      totalCalls: 66,
      errorCount: 2,
      lastCall: '2026-05-12T10:00:00Z',
    })
    expect(anna?.endpoints.map((row) => row.totalCalls)).toEqual([30, 20, 10, 5, 1])
  })

  it('orders a user by all their calls, whatever order the rows come in', () => {
    const row: UserEndpointUsage = {
      userId: '',
      userEmail: 'x@example.com',
      userName: null,
      method: 'POST',
      endpoint: '',
      totalCalls: 0,
      errorCount: 0,
      avgDuration: 1,
      lastCall: '2026-05-12T09:00:00Z',
    }
    const users = usageByUser([
      { ...row, userId: 'x', endpoint: '/a', totalCalls: 5 },
      { ...row, userId: 'y', endpoint: '/a', totalCalls: 8 },
      { ...row, userId: 'x', endpoint: '/b', totalCalls: 7 },
    ])
    expect(users.map(({ userId, totalCalls }) => [userId, totalCalls])).toEqual([
      ['x', 12],
      ['y', 8],
    ])
    expect(users[0]?.endpoints.map((endpoint) => endpoint.endpoint)).toEqual(['/b', '/a'])
  })

  it('is empty without rows', () => {
    expect(usageByUser([])).toEqual([])
  })
})

describe('endpointLabel', () => {
  it.each([
    ['/api/transcribe', 'Voice Transcription'],
    ['/api/generate-radiology-report', 'Radiology Report Generation'],
    ['/api/correct-transcript', 'Transcript Correction'],
    ['/api/populate-template', 'Template Population'],
    ['/api/generate-report', 'Report Generation'],
    ['/api/format-external-transcript', 'External Transcript Formatting'],
    ['/api/populate-template-voice', 'Template Population (Voice)'],
    ['/api/generate-report-voice', 'Report Generation (Voice)'],
    ['/api/user-templates/:id', undefined],
  ])('names %s', (endpoint, label) => {
    expect(endpointLabel(endpoint)).toBe(label)
  })
})
