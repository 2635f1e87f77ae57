import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../test/stubApi'
import { statuses } from '../test/subscriptions'
import { sampleUser } from '../test/users'
import type { SubscriptionStatus, User } from '../features/auth'
import { AppRoutes } from './router'

// The templates tab is not what these tests look at.
vi.mock('../features/templates', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MyTemplatesTab: () => <p>my templates</p>,
}))

// Lazy pages load on first use, which can take a moment in the test runner.
const pageLoad = { timeout: 5000 }

function signIn(status: SubscriptionStatus | Responder, user: User = sampleUser(), routes: Record<string, Responder> = {}) {
  return stubApi({
    '/api/auth/user': () => json(200, user),
    '/api/subscription/status': typeof status === 'function' ? status : () => json(200, status),
    '/api/sync-subscription': pending,
    ...routes,
  })
}

async function expectSubscriptionRequiredPage() {
  expect(await screen.findByRole('heading', { name: 'Profile Settings' }, pageLoad)).toBeInTheDocument()
  expect(screen.getByText('Subscription Required')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: 'Subscription' })).not.toHaveAttribute('aria-disabled', 'true')
  for (const name of ['Profile', 'Templates', 'Vocabulary', 'AI Prompts', 'Statistics']) {
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true')
  }
}

describe('routes by the access type the server gives', () => {
  // The user record alone would give full access (trialing); the status decides.
  it.each(['/', '/profile'])('shows the Subscription Required page at %s without a subscription', async (path) => {
    signIn(statuses.none)
    renderWithProviders(<AppRoutes />, { path })
    await expectSubscriptionRequiredPage()
    expect(
      screen.getByText('Choose a plan to use RadScribe. Until then only your subscription can be managed here.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('No Subscription', { selector: '.ant-alert-title' })).toBeInTheDocument()
  })

  it('says the trial has ended on the Subscription Required page and leads to the plans', async () => {
    signIn(statuses.trialExpired)
    renderWithProviders(<AppRoutes />)
    await expectSubscriptionRequiredPage()
    const title = await screen.findByText('Trial Expired', { selector: '.ant-alert-title' })
    const notice = within(title.closest('[role="alert"]') as HTMLElement)
    expect(notice.getByText('Your free trial has ended. Please subscribe to continue using RadScribe.')).toBeInTheDocument()
    await userEvent.click(notice.getByRole('button', { name: 'Subscribe Now' }))
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' }, pageLoad)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
  })

  it.each([
    ['authenticated_no_subscription', statuses.none],
    ['trial_expired', statuses.trialExpired],
    ['full_access', statuses.trial],
  ])('routes /subscribe and /subscription-success for %s', async (_accessType, status) => {
    signIn(status)
    const { unmount } = renderWithProviders(<AppRoutes />, { path: '/subscribe' })
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' }, pageLoad)).toBeInTheDocument()
    unmount()
    renderWithProviders(<AppRoutes />, { path: '/subscription-success' })
    expect(await screen.findByText('Activating your subscription...', {}, pageLoad)).toBeInTheDocument()
  })

  it.each(['/admin', '/login'])('does not route %s without a subscription', async (path) => {
    signIn(statuses.none)
    renderWithProviders(<AppRoutes />, { path })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
  })

  it('does not route /subscription-success for signed-out visitors', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/subscription-success' })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
  })

  it("falls back to the spec's derivation from the user when the status cannot be read", async () => {
    signIn(() => json(500, {}), sampleUser({ subscriptionStatus: 'trial_expired' }))
    renderWithProviders(<AppRoutes />)
    await expectSubscriptionRequiredPage()
  })

  it('keeps the spinner until the status has answered', async () => {
    signIn(pending)
    renderWithProviders(<AppRoutes />)
    await vi.waitFor(() => {
      expect(requestsTo(vi.mocked(fetch), '/api/subscription/status')).toHaveLength(1)
    })
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
  })
})

describe('a trial that ends while the app is open', () => {
  it('follows a 402 from any call: the status is read again and the user is sent to /subscribe', async () => {
    let expired = false
    const fetchMock = signIn(() => json(200, expired ? statuses.trialExpired : statuses.trial), sampleUser(), {
      '/api/medical-templates': () => {
        expired = true
        return json(402, { message: 'Your free trial has ended. Please subscribe to continue.', code: 'trial_expired' })
      },
    })
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' }, pageLoad)).toBeInTheDocument()
    const title = await screen.findByText('Trial Expired', { selector: '.ant-alert-title' })
    const notice = within(title.closest('[role="alert"]') as HTMLElement)
    expect(notice.getByText('Your free trial has ended. Please subscribe to continue using RadScribe.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/subscription/status')).toHaveLength(2)
  })
})

describe('payments off', () => {
  it('gives a verified user the workspace and nothing to buy', async () => {
    signIn(statuses.paymentsOff, sampleUser({ subscriptionStatus: 'active', trialEndsAt: null }))
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Radiology Report' }, pageLoad)).toBeInTheDocument()
    expect(screen.queryByText(/trial|subscription required/i)).not.toBeInTheDocument()
  })

  it('answers /subscribe with the server saying nothing is sold', async () => {
    signIn(statuses.paymentsOff, sampleUser({ subscriptionStatus: 'active', trialEndsAt: null }))
    renderWithProviders(<AppRoutes />, { path: '/subscribe' })
    expect(await screen.findByText('Subscriptions are not sold on this server', {}, pageLoad)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Start 7-Day Free Trial|^Subscribe$/ })).not.toBeInTheDocument()
  })
})
