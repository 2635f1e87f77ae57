import { act, configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../app/router'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { statuses } from '../../test/subscriptions'
import { sampleUser } from '../../test/users'
import SubscriptionSuccessPage from './SubscriptionSuccessPage'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

// As in the app (main.tsx): StrictMode runs every effect twice on mount.
beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  configure({ reactStrictMode: true })
})

afterEach(() => {
  vi.useRealTimers()
  configure({ reactStrictMode: false })
})

function renderSuccess(sync: Responder) {
  const fetchMock = stubApi({ '/api/sync-subscription': sync })
  renderWithProviders(
    <Routes>
      <Route path="/subscription-success" element={<SubscriptionSuccessPage />} />
      <Route path="/" element={<p>app home</p>} />
      <Route path="/subscribe" element={<p>plans page</p>} />
    </Routes>,
    { path: '/subscription-success?session_id=cs_test_1' },
  )
  return fetchMock
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const synced: Responder = () => json(200, { success: true, status: 'active', message: 'Your subscription is active.' })
const stillPending = {
  success: false,
  status: 'pending',
  message: 'Your payment was received, but the subscription is not active yet. Please refresh the page in a moment.',
}
const noCheckout = {
  success: false,
  status: 'none',
  message: 'No checkout was found for your account, so no subscription was activated. Please choose a plan to subscribe.',
}

describe('SubscriptionSuccessPage', () => {
  it('says it is activating while the subscription syncs, and syncs once', async () => {
    const fetchMock = renderSuccess(pending)
    expect(screen.getByText('Activating your subscription...')).toBeInTheDocument()
    // The effect runs twice; the page still asks once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(requestsTo(fetchMock, '/api/sync-subscription')).toHaveLength(1)
    expect(requestsTo(fetchMock, '/api/sync-subscription')[0]?.method).toBe('POST')
  })

  it('counts 3 seconds down after the sync, then opens the app', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderSuccess(synced)
    await advance(0)
    expect(screen.getByText('Subscription Activated!')).toBeInTheDocument()
    // React shows each second before the next tick is set, so the clock moves a second at a time.
    for (const seconds of [3, 2, 1]) {
      expect(
        screen.getByText(`Welcome to RadScribe. Redirecting to the app in ${String(seconds)} seconds...`),
      ).toBeInTheDocument()
      await advance(1000)
    }
    // At 0 the app opens.
    expect(screen.getByText('app home')).toBeInTheDocument()
  })

  it('opens the app after 3 seconds, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderSuccess(synced)
    await advance(0)
    await advance(1000)
    await advance(1000)
    await advance(999)
    expect(screen.queryByText('app home')).not.toBeInTheDocument()
    await advance(1)
    expect(screen.getByText('app home')).toBeInTheDocument()
  })

  it.each([
    ['a failed sync', () => json(503, { message: 'The payment provider could not be reached. Please try again.' })],
    ['a subscription not active yet', () => json(200, stillPending)],
  ])('says the payment is still processing after %s', async (_name, respond: Responder) => {
    renderSuccess(respond)
    expect(await screen.findByText('Payment Received')).toBeInTheDocument()
    expect(
      screen.getByText(/Your payment was successful, but your subscription is still being activated/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }))
    expect(loadPage).toHaveBeenCalledWith(window.location.href)
    await userEvent.click(screen.getByRole('button', { name: 'Continue to App' }))
    expect(screen.getByText('app home')).toBeInTheDocument()
  })

  // Issue 33, item 9: the sync said success although nothing became active.
  it('neither announces nor counts down to a subscription that is not active yet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderSuccess(() => json(200, stillPending))
    await advance(0)
    expect(screen.getByText('Payment Received')).toBeInTheDocument()
    expect(screen.queryByText('Subscription Activated!')).not.toBeInTheDocument()
    for (let second = 0; second < 4; second += 1) await advance(1000)
    expect(screen.queryByText('app home')).not.toBeInTheDocument()
  })

  it('says so when no checkout was found, claiming no payment, and offers the plans', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderSuccess(() => json(200, noCheckout))
    await advance(0)
    expect(screen.getByText('No Subscription Found')).toBeInTheDocument()
    expect(screen.getByText(noCheckout.message)).toBeInTheDocument()
    expect(screen.queryByText('Subscription Activated!')).not.toBeInTheDocument()
    expect(screen.queryByText('Payment Received')).not.toBeInTheDocument()
    for (let second = 0; second < 4; second += 1) await advance(1000)
    expect(screen.queryByText('app home')).not.toBeInTheDocument()
    vi.useRealTimers()
    await userEvent.click(screen.getByRole('button', { name: 'Choose a Plan' }))
    expect(screen.getByText('plans page')).toBeInTheDocument()
  })

  it("shows the server's reason for a failed sync", async () => {
    renderSuccess(() => json(503, { message: 'The payment provider could not be reached. Please try again.' }))
    expect(await screen.findByText('The payment provider could not be reached. Please try again.')).toBeInTheDocument()
  })

  it('reads the user and the status again after the sync', async () => {
    let synced = false
    const fetchMock = stubApi({
      '/api/auth/user': () => json(200, sampleUser({ subscriptionStatus: synced ? 'active' : null, trialEndsAt: null })),
      '/api/subscription/status': () => json(200, synced ? statuses.active : statuses.none),
      '/api/sync-subscription': () => {
        synced = true
        return json(200, { success: true, status: 'active', message: 'Your subscription is active.' })
      },
    })
    renderWithProviders(<AppRoutes />, { path: '/subscription-success' })
    expect(await screen.findByText('Subscription Activated!', {}, { timeout: 5000 })).toBeInTheDocument()
    await vi.waitFor(() => {
      expect(requestsTo(fetchMock, '/api/subscription/status')).toHaveLength(2)
      expect(requestsTo(fetchMock, '/api/auth/user')).toHaveLength(2)
    })
  })
})
