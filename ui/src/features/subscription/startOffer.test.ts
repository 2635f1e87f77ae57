import { describe, expect, it } from 'vitest'
import { sampleStatus, statuses } from '../../test/subscriptions'
import { hasLiveSubscription, startOffer } from './startOffer'

describe('startOffer', () => {
  it.each([
    ['no subscription yet', statuses.none, { label: 'Start 7-Day Free Trial', trial: 'offered' }],
    ['trial already used (incomplete)', statuses.incomplete, { label: 'Subscribe', trial: 'none' }],
    ['trial expired', statuses.trialExpired, { label: 'Subscribe', trial: 'none' }],
    ['subscription ended', statuses.ended, { label: 'Subscribe', trial: 'none' }],
    ['cancelled period', sampleStatus({ periodType: 'cancelled', status: 'cancelled_active' }), { label: 'Subscribe', trial: 'none' }],
    ["the account's trial running", statuses.trial, { label: 'Subscribe', trial: 'running' }],
  ])('%s', (_name, status, offer) => {
    expect(startOffer(status)).toEqual(offer)
  })
})

describe('hasLiveSubscription', () => {
  it.each([
    ['active', statuses.active, true],
    ['cancelled, still running', statuses.cancelled, true],
    ['trialing at the provider', sampleStatus({ hasStripeSubscription: true }), true],
    ["the account's own trial", statuses.trial, false],
    ['ended', statuses.ended, false],
    ['incomplete', statuses.incomplete, false],
    ['payments off', statuses.paymentsOff, false],
  ])('%s: %s', (_name, status, live) => {
    expect(hasLiveSubscription(status)).toBe(live)
  })
})
