import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleStatus, samplePlans, statuses } from '../../test/subscriptions'
import { sampleUser } from '../../test/users'
import type { SubscriptionStatus } from '../auth'
import SubscribePage from './SubscribePage'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

function renderSubscribe(status: SubscriptionStatus, routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/subscription/status': () => json(200, status),
    ...routes,
  })
  renderWithProviders(
    <Routes>
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="/" element={<p>app home</p>} />
      <Route path="/profile" element={<p>profile page</p>} />
    </Routes>,
    { path: '/subscribe' },
  )
  return fetchMock
}

const startButton = () => screen.findByRole('button', { name: /^(Start 7-Day Free Trial|Subscribe)$/ })
const card = (name: string) => within(screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement)

describe('SubscribePage signed out', () => {
  it('offers the sign-in choice', async () => {
    stubApi({ '/api/auth/providers': () => json(200, { google: true }) })
    renderWithProviders(<SubscribePage />, { path: '/subscribe' })
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Email' }))
    expect(screen.getByRole('dialog', { name: 'Sign In with Email' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).not.toBeInTheDocument()
  })
})

describe('SubscribePage plan cards', () => {
  it('shows both plans from the server in dollars, the yearly one per month and with its saving', async () => {
    renderSubscribe(statuses.none)
    await startButton()
    const monthly = card('Monthly')
    expect(monthly.getByText('$59/month')).toBeInTheDocument()
    expect(monthly.getByText('Beta special')).toBeInTheDocument()
    expect(monthly.getByText('$39/month for 3 months, then $59/month')).toBeInTheDocument()
    const yearly = card('Yearly')
    expect(yearly.getByText('$499/year')).toBeInTheDocument()
    expect(yearly.getByText('about $42/month, billed yearly')).toBeInTheDocument()
    expect(yearly.getByText('Save $209 a year (30%) compared with monthly')).toBeInTheDocument()
    expect(yearly.getByText('Save 30%')).toBeInTheDocument()
    expect(screen.getByText('Everything included')).toBeInTheDocument()
  })

  it('follows the prices the server answers', async () => {
    renderSubscribe(statuses.none, {
      '/api/subscription/plans': () =>
        json(200, [samplePlans[0], { type: 'yearly', amount: 47900, interval: 'year', savings: 22900, savingsPercent: 32 }]),
    })
    await startButton()
    const yearly = card('Yearly')
    expect(await yearly.findByText('$479/year')).toBeInTheDocument()
    expect(yearly.getByText('about $40/month, billed yearly')).toBeInTheDocument()
    expect(yearly.getByText('Save $229 a year (32%) compared with monthly')).toBeInTheDocument()
  })

  it("keeps the spec's prices and only logs when the plans cannot be read", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderSubscribe(statuses.none, { '/api/subscription/plans': () => json(500, {}) })
    await startButton()
    expect(card('Yearly').getByText('$499/year')).toBeInTheDocument()
    expect(card('Monthly').getByText('$59/month')).toBeInTheDocument()
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Failed to load the subscription plans', expect.anything())
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    logged.mockRestore()
  })

  it('selects a plan by the toggle or by its card', async () => {
    renderSubscribe(statuses.none)
    await startButton()
    expect(card('Monthly').getByText('Selected')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }))
    expect(card('Yearly').getByText('Selected')).toBeInTheDocument()
    expect(card('Monthly').queryByText('Selected')).not.toBeInTheDocument()
    await userEvent.click(screen.getByText('$59/month'))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  })
})

describe('SubscribePage start button', () => {
  it.each([
    {
      name: 'no subscription yet',
      status: statuses.none,
      label: 'Start 7-Day Free Trial',
      trialText: 'Start with a 7-day free trial. No credit card required, cancel anytime.',
    },
    {
      name: "the account's trial running",
      status: statuses.trial,
      label: 'Subscribe',
      trialText: '5 days of your free trial left. Subscribe now to keep RadScribe when it ends.',
    },
  ])('$name: $label', async ({ status, label, trialText }) => {
    renderSubscribe(status)
    expect(await startButton()).toHaveTextContent(label)
    expect(screen.getByText(trialText)).toBeInTheDocument()
  })

  it.each([
    ['trial already used (incomplete)', statuses.incomplete],
    ['trial expired', statuses.trialExpired],
    ['subscription ended', statuses.ended],
  ])('%s: Subscribe, without trial information', async (_name, status) => {
    renderSubscribe(status)
    expect(await startButton()).toHaveTextContent(/^Subscribe$/)
    expect(screen.queryByText(/7-day free trial|of your free trial left/i)).not.toBeInTheDocument()
  })

  it('tells a user whose trial ended why, in the spec words', async () => {
    renderSubscribe(statuses.trialExpired)
    const notice = within(await screen.findByRole('alert'))
    expect(notice.getByText('Trial Expired')).toBeInTheDocument()
    expect(notice.getByText('Your free trial has ended. Please subscribe to continue using RadScribe.')).toBeInTheDocument()
  })

  it('offers the beta price only to a first subscription', async () => {
    renderSubscribe(statuses.ended)
    await startButton()
    expect(screen.queryByText('Beta special')).not.toBeInTheDocument()
    expect(screen.queryByText('$39/month for 3 months, then $59/month')).not.toBeInTheDocument()
  })

  it('sends a user whose subscription still runs to the profile instead of a second checkout', async () => {
    renderSubscribe(statuses.cancelled)
    expect(await screen.findByText('You already have a subscription')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Subscribe|Start/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Manage your subscription' }))
    expect(screen.getByText('profile page')).toBeInTheDocument()
  })
})

describe('SubscribePage checkout', () => {
  it('creates the chosen plan and goes to the checkout', async () => {
    const fetchMock = renderSubscribe(statuses.none, {
      '/api/create-subscription-plan': () => json(200, { url: 'https://checkout.example/c/pay/cs_test_1' }),
    })
    await startButton()
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }))
    await userEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }))
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('https://checkout.example/c/pay/cs_test_1')
    })
    const [request] = requestsTo(fetchMock, '/api/create-subscription-plan')
    expect(request?.method).toBe('POST')
    expect(await request?.json()).toEqual({ planType: 'yearly' })
  })

  it.each([
    [
      'the server message',
      () => json(409, { message: 'You already have a subscription. Switch plans or manage billing in your profile.' }),
      'You already have a subscription. Switch plans or manage billing in your profile.',
    ],
    ['the fallback', () => json(500, {}), 'Unable to create subscription. Please try again.'],
  ])('shows %s when the subscription cannot be created', async (_name, respond: Responder, message) => {
    renderSubscribe(statuses.none, { '/api/create-subscription-plan': respond })
    await userEvent.click(await startButton())
    expect(await screen.findByText('Failed to create subscription')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(loadPage).not.toHaveBeenCalled()
  })
})

describe('SubscribePage with payments off', () => {
  it('sells nothing and leads back to the app', async () => {
    const fetchMock = renderSubscribe(statuses.paymentsOff)
    expect(await screen.findByText('Subscriptions are not sold on this server')).toBeInTheDocument()
    expect(screen.getByText(statuses.paymentsOff.message)).toBeInTheDocument()
    expect(screen.queryByText(/trial|\$/i)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to App' }))
    expect(screen.getByText('app home')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/create-subscription-plan')).toHaveLength(0)
  })
})

describe('SubscribePage status failure', () => {
  it('names the status code', async () => {
    renderSubscribe(sampleStatus(), { '/api/subscription/status': () => json(500, {}) })
    expect(await screen.findByText('HTTP error! status: 500')).toBeInTheDocument()
  })
})
