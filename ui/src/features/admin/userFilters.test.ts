import { describe, expect, it } from 'vitest'
import { sampleUsers } from './analyticsSamples'
import {
  accountTrial,
  allUsers,
  defaultUserSort,
  filterUsers,
  sortUsers,
  type UserFilters,
  type UserSort,
} from './userFilters'

const now = Date.parse('2026-05-12T12:00:00Z')
const users = sampleUsers(now)
const ids = (list: { id: string }[]) => list.map((user) => user.id)
function user(id: string) {
  const found = users.find((candidate) => candidate.id === id)
  if (found === undefined) throw new Error(`no sample user ${id}`)
  return found
}
const anna = user('anna')
const carla = user('carla')
const dan = user('dan')
const DAY_MS = 24 * 60 * 60 * 1000

describe('accountTrial', () => {
  const started = (msAgo: number) => ({ ...dan, accountTrialStartedAt: new Date(now - msAgo).toISOString() })

  it.each([
    ['just started', started(0), 'active', 'Active (7 days left)'],
    ['2 days in', started(2 * DAY_MS + 60_000), 'active', 'Active (5 days left)'],
    ['in its last day', started(6.5 * DAY_MS), 'active', 'Active (1 day left)'],
    ['7 days after its start', started(7 * DAY_MS), 'expired', 'Expired'],
    ['long over, even when marked used', anna, 'expired', 'Expired'],
    ['marked used without a start', carla, 'used', 'Account Trial Used'],
    ['never started', dan, 'none', 'None'],
  ])('is %s', (_name, user, state, label) => {
    expect(accountTrial(user, now)).toEqual({ state, label })
  })
})

describe('filterUsers', () => {
  it.each<[string, Partial<UserFilters>, string[]]>([
    ['nothing', {}, ['anna', 'ben', 'carla', 'dan']],
    ['subscription status', { subscriptionStatus: 'trial' }, ['ben']],
    ['an active account trial', { accountTrial: 'active' }, ['ben']],
    ['an expired account trial', { accountTrial: 'expired' }, ['anna']],
    ['a used account trial', { accountTrial: 'used' }, ['carla']],
    ['no account trial', { accountTrial: 'none' }, ['dan']],
    ['auth provider', { authProvider: 'replit' }, ['carla']],
    ['a verified email', { emailVerified: 'verified' }, ['anna', 'ben']],
    ['an unverified email', { emailVerified: 'unverified' }, ['carla', 'dan']],
    ['a Stripe subscription', { stripeSubscription: 'yes' }, ['anna', 'carla']],
    ['no Stripe subscription', { stripeSubscription: 'no' }, ['ben', 'dan']],
    ['several at once', { emailVerified: 'unverified', stripeSubscription: 'yes' }, ['carla']],
    ['a status nobody has', { subscriptionStatus: 'past_due' }, []],
  ])('filters by %s', (_name, filters, expected) => {
    expect(ids(filterUsers(users, { ...allUsers, ...filters }, now))).toEqual(expected)
  })
})

describe('sortUsers', () => {
  it('sorts by createdAt, newest first, by default', () => {
    expect(defaultUserSort).toEqual({ field: 'createdAt', order: 'desc' })
    expect(ids(sortUsers(users, defaultUserSort))).toEqual(['ben', 'carla', 'anna', 'dan'])
  })

  it.each<[UserSort, string[]]>([
    [{ field: 'createdAt', order: 'asc' }, ['dan', 'anna', 'carla', 'ben']],
    // Case does not matter.
    [{ field: 'email', order: 'asc' }, ['anna', 'ben', 'carla', 'dan']],
    [{ field: 'email', order: 'desc' }, ['dan', 'carla', 'ben', 'anna']],
    [{ field: 'subscriptionStatus', order: 'asc' }, ['anna', 'carla', 'dan', 'ben']],
    [{ field: 'recordingCount', order: 'desc' }, ['anna', 'carla', 'ben', 'dan']],
    [{ field: 'recordingCount', order: 'asc' }, ['dan', 'ben', 'carla', 'anna']],
    [{ field: 'totalRecordingTime', order: 'desc' }, ['anna', 'carla', 'ben', 'dan']],
    // Never active comes last either way.
    [{ field: 'lastActivity', order: 'desc' }, ['carla', 'anna', 'ben', 'dan']],
    [{ field: 'lastActivity', order: 'asc' }, ['anna', 'carla', 'ben', 'dan']],
  ])('sorts by %o', (sort, expected) => {
    expect(ids(sortUsers(users, sort))).toEqual(expected)
  })

  it('leaves the list it was given alone', () => {
    const before = ids(users)
    sortUsers(users, { field: 'email', order: 'desc' })
    expect(ids(users)).toEqual(before)
  })
})
