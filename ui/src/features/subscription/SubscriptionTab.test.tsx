import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleStatus, statuses } from '../../test/subscriptions'
import type { SubscriptionStatus } from '../auth'
import { SubscriptionTab } from './SubscriptionTab'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

const stripeTrial = sampleStatus({
  hasStripeSubscription: true,
  planType: 'monthly',
  nextBillingInfo: { nextBillingDate: '2025-07-15T12:00:00Z', nextBillingAmount: 3900, billingInterval: 'month' },
})
const beta = sampleStatus({
  ...statuses.active,
  betaDiscountActive: true,
  betaDiscountMonthsLeft: 2,
  currentPrice: 39,
  nextBillingInfo: { nextBillingDate: '2025-07-15T12:00:00Z', nextBillingAmount: 3900, billingInterval: 'month' },
})
const pastDue = sampleStatus({
  ...statuses.active,
  status: 'past_due',
  statusDisplay: 'Payment Past Due',
  message: 'Your last payment failed. Please update your card under Manage Billing.',
})

function renderTab(status: SubscriptionStatus | Responder, routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({
    '/api/subscription/status': typeof status === 'function' ? status : () => json(200, status),
    ...routes,
  })
  renderWithProviders(
    <ToastScope>
      <Routes>
        <Route path="/profile" element={<SubscriptionTab />} />
        <Route path="/subscribe" element={<p>subscribe page</p>} />
      </Routes>
    </ToastScope>,
    { path: '/profile' },
  )
  return fetchMock
}

async function notice() {
  return within(await screen.findByRole('alert'))
}

describe('SubscriptionTab notices by periodType and status', () => {
  it.each([
    ["the account's trial", statuses.trial, 'Free Trial', '5 days left in your free trial.', 'Choose a Plan'],
    [
      'a trial at the provider',
      stripeTrial,
      'Free Trial',
      '5 days left in your free trial. Next billing: $39/month on July 15, 2025.',
      undefined,
    ],
    ['active', statuses.active, 'Subscription Active', 'Next billing: $59/month on July 15, 2025.', undefined],
    [
      'active at the beta price',
      beta,
      'Beta Special',
      'You pay $39/month for 2 more month(s), then $59/month. Next billing: $39/month on July 15, 2025.',
      undefined,
    ],
    ['past due', pastDue, 'Payment Required', pastDue.message, undefined],
    [
      'cancelled',
      statuses.cancelled,
      'Subscription Cancelled',
      'Your access continues until July 15, 2025 (5 days left).',
      'Reactivate Subscription',
    ],
    [
      'trial expired',
      statuses.trialExpired,
      'Trial Expired',
      'Your free trial has ended. Please subscribe to continue using RadScribe.',
      'Subscribe Now',
    ],
    ['ended', statuses.ended, 'Subscription Expired', statuses.ended.message, 'Subscribe Now'],
    ['none', statuses.none, 'No Subscription', statuses.none.message, 'Start 7-Day Free Trial'],
    ['incomplete', statuses.incomplete, 'Trial Already Used', statuses.incomplete.message, undefined],
  ])('%s', async (_name, status, title, description, action) => {
    renderTab(status)
    const alert = await notice()
    expect(alert.getByText(title)).toBeInTheDocument()
    expect(alert.getByText(description)).toBeInTheDocument()
    if (action === undefined) expect(alert.queryByRole('button')).not.toBeInTheDocument()
    else expect(alert.getByRole('button', { name: action })).toBeInTheDocument()
  })

  it.each([
    ['Subscribe Now', statuses.trialExpired],
    ['Subscribe Now', statuses.ended],
    ['Start 7-Day Free Trial', statuses.none],
    ['Choose a Plan', statuses.trial],
  ])('%s leads to /subscribe', async (button, status) => {
    renderTab(status)
    await userEvent.click(await screen.findByRole('button', { name: button }))
    expect(screen.getByText('subscribe page')).toBeInTheDocument()
  })

  it('offers the plans without a trial once the trial was used', async () => {
    renderTab(statuses.incomplete)
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
    expect(screen.getByText('$499/year')).toBeInTheDocument()
    expect(screen.queryByText(/7-day free trial/i)).not.toBeInTheDocument()
    expect(screen.queryByText('Beta special')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).not.toBeInTheDocument()
  })

  it('links to the plans', async () => {
    renderTab(statuses.active)
    expect(await screen.findByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscribe')
  })
})

describe('SubscriptionTab badges', () => {
  it.each([
    ['active', statuses.active, 'Active', 'ant-tag-green'],
    ['trialing', statuses.trial, 'Free Trial', 'ant-tag-blue'],
    ['cancelled', sampleStatus({ ...statuses.ended, status: 'cancelled' }), 'Expired', 'ant-tag-orange'],
    ['incomplete', statuses.incomplete, 'Trial Already Used', 'ant-tag-red'],
    ['past_due', pastDue, 'Payment Past Due', 'ant-tag-outlined'],
    ['cancelled_active', statuses.cancelled, 'Cancelled', 'ant-tag-outlined'],
    ['trial_expired', statuses.trialExpired, 'Trial Expired', 'ant-tag-outlined'],
  ])('%s', async (_status, status, text, className) => {
    renderTab(status)
    const title = await screen.findByText('Subscription Status')
    expect(within(title).getByText(text)).toHaveClass(className)
  })

  it("shows the status itself when the server gives no words for it", async () => {
    renderTab(sampleStatus({ status: 'paused', statusDisplay: '' }))
    expect(within(await screen.findByText('Subscription Status')).getByText('paused')).toHaveClass('ant-tag-outlined')
  })
})

describe('SubscriptionTab actions', () => {
  it('offers switch, billing and cancel for a running subscription, and only billing once cancelled', async () => {
    renderTab(statuses.active)
    expect(await screen.findByRole('button', { name: 'Switch Plan' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument()
    expect(screen.getByText('Plan: Monthly')).toBeInTheDocument()
  })

  it.each([
    ['incomplete', statuses.incomplete],
    ['ended', statuses.ended],
  ])('names no plan for a subscription that is %s', async (_name, status) => {
    renderTab(status)
    await screen.findByRole('button', { name: /Subscribe/ })
    expect(screen.queryByText(/^Plan:/)).not.toBeInTheDocument()
  })

  it('offers neither switch nor cancel once cancelled', async () => {
    renderTab(statuses.cancelled)
    expect(await screen.findByRole('button', { name: 'Manage Billing' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Switch Plan' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
  })

  it("offers no billing actions on the account's own trial", async () => {
    renderTab(statuses.trial)
    await screen.findByText('Free Trial', { selector: '.ant-alert-title' })
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
  })

  it('asks before cancelling, then cancels and reads the status again', async () => {
    const fetchMock = renderTab(statuses.active, {
      '/api/subscription/cancel': () =>
        json(200, { success: true, message: 'Your subscription is cancelled; you keep access until the end of the paid period.' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel your subscription?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Subscription' }))
    expect(requestsTo(fetchMock, '/api/subscription/cancel')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', {
        name: 'Cancel Subscription',
      }),
    )
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument()
    expect(
      screen.getByText('Your subscription is cancelled; you keep access until the end of the paid period.'),
    ).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/subscription/cancel')).toHaveLength(1)
    expect(requestsTo(fetchMock, '/api/subscription/status')).toHaveLength(2)
  })

  it('says when cancelling fails', async () => {
    renderTab(statuses.active, { '/api/subscription/cancel': () => json(500, {}) })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }))
    expect(await screen.findByText('Failed to cancel subscription. Please try again.')).toBeInTheDocument()
  })

  it('reactivates a cancelled subscription', async () => {
    const fetchMock = renderTab(statuses.cancelled, {
      '/api/subscription/reactivate': () => json(200, { success: true, message: 'Your subscription continues.' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Subscription' }))
    expect(await screen.findByText('Your subscription continues.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/subscription/reactivate')).toHaveLength(1)
  })

  it('says when reactivating fails, with the server message', async () => {
    renderTab(statuses.cancelled, {
      '/api/subscription/reactivate': () => json(503, { message: 'The payment provider could not be reached. Please try again.' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Subscription' }))
    expect(await screen.findByText('The payment provider could not be reached. Please try again.')).toBeInTheDocument()
  })

  it('opens the billing portal', async () => {
    const fetchMock = renderTab(statuses.active, {
      '/api/create-customer-portal-session': () => json(200, { url: 'https://billing.example/session' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }))
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('https://billing.example/session')
    })
    expect(requestsTo(fetchMock, '/api/create-customer-portal-session')[0]?.method).toBe('POST')
  })

  it('says when the billing portal cannot be opened', async () => {
    renderTab(statuses.active, { '/api/create-customer-portal-session': () => json(500, {}) })
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }))
    expect(await screen.findByText('Failed to open billing portal. Please try again.')).toBeInTheDocument()
    expect(loadPage).not.toHaveBeenCalled()
  })
})

describe('SubscriptionTab plan switch', () => {
  const radio = (name: RegExp) => screen.getByRole('radio', { name })

  it('toggles the panel, marks the current plan and does not let it be chosen', async () => {
    renderTab(statuses.active)
    const toggle = await screen.findByRole('button', { name: 'Switch Plan' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide Plans' })).toHaveAttribute('aria-expanded', 'true')
    expect(radio(/^Monthly · \$59\/month/)).toBeDisabled()
    expect(radio(/^Monthly/).closest('label')).toHaveTextContent('Current')
    expect(radio(/^Yearly · \$499\/year/)).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Confirm Switch' })).toBeDisabled()

    await userEvent.click(radio(/^Monthly/))
    expect(screen.getByRole('button', { name: 'Confirm Switch' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Hide Plans' }))
    expect(screen.queryByRole('radio', { name: /^Yearly/ })).not.toBeInTheDocument()
  })

  it('switches to the other plan and closes the panel', async () => {
    const fetchMock = renderTab(statuses.active, {
      '/api/subscription/switch-plan': () =>
        json(200, { newPlan: 'yearly', message: 'Your new plan starts with your next billing cycle.' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Plan' }))
    await userEvent.click(radio(/^Yearly/))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Switch' }))
    expect(await screen.findByText('Your new plan starts with your next billing cycle.')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/subscription/switch-plan')[0]?.json()).toEqual({ planType: 'yearly' })
    expect(screen.queryByRole('button', { name: 'Confirm Switch' })).not.toBeInTheDocument()
  })

  it.each([
    ['the server message', () => json(409, { message: 'You are already on this plan.' }), 'You are already on this plan.'],
    ['the fallback', () => json(500, {}), 'Failed to switch plan. Please try again.'],
  ])('shows %s when the switch fails', async (_name, respond: Responder, message) => {
    renderTab(statuses.active, { '/api/subscription/switch-plan': respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Plan' }))
    await userEvent.click(radio(/^Yearly/))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Switch' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirm Switch' })).toBeInTheDocument()
  })

  it('shows a pending switch; the current plan can then be chosen to withdraw it', async () => {
    renderTab(sampleStatus({ ...statuses.active, scheduledPlanType: 'yearly' }))
    expect(await screen.findByText('Plan: Monthly (Yearly from your next billing cycle)')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Switch Plan' }))
    expect(radio(/^Yearly/)).toBeDisabled()
    expect(radio(/^Yearly/).closest('label')).toHaveTextContent('Scheduled')
    expect(radio(/^Monthly/)).toBeEnabled()
  })
})

describe('SubscriptionTab without a status to show', () => {
  it('says that subscriptions are not sold when payments are off', async () => {
    renderTab(statuses.paymentsOff)
    expect(await screen.findByText('Subscriptions are not sold on this server')).toBeInTheDocument()
    expect(screen.getByText(statuses.paymentsOff.message)).toBeInTheDocument()
    expect(screen.queryByText('Subscription Status')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText(/trial|\$/i)).not.toBeInTheDocument()
  })

  it('treats 401 as signed out', async () => {
    renderTab(() => json(401, { message: 'Unauthorized' }))
    expect(await screen.findByText('Sign in to manage your subscription.')).toBeInTheDocument()
  })

  it('names the status code of any other failure', async () => {
    renderTab(() => json(503, {}))
    expect(await screen.findByText('HTTP error! status: 503')).toBeInTheDocument()
  })
})
