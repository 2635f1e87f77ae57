import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { SubscriptionTab } from './SubscriptionTab'
import type { SubscriptionStatus } from './types'

const trialing: SubscriptionStatus = {
  status: 'trialing',
  hasActiveSubscription: true,
  trialDaysLeft: 5,
  isLegacyUser: false,
  betaDiscountActive: false,
  betaDiscountMonthsLeft: 0,
  currentPrice: 59,
}

describe('SubscriptionTab', () => {
  it('shows the status, trial days left, price and the way to the plans', async () => {
    stubApi({ '/api/subscription/status': () => json(200, trialing) })
    renderWithProviders(<SubscriptionTab />)

    expect(await screen.findByText('trialing')).toBeInTheDocument()
    expect(screen.getByText('5')).toBeInTheDocument()
    expect(screen.getByText('$59/month')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscribe')
  })

  it('shows an unknown status as an outline badge', async () => {
    stubApi({ '/api/subscription/status': () => json(200, { ...trialing, status: 'past_due', trialDaysLeft: 0 }) })
    renderWithProviders(<SubscriptionTab />)
    expect(await screen.findByText('past_due')).toHaveClass('ant-tag-outlined')
    expect(screen.queryByText('Trial days left')).not.toBeInTheDocument()
  })

  it('treats 401 as signed out', async () => {
    stubApi({ '/api/subscription/status': () => json(401, { message: 'Unauthorized' }) })
    renderWithProviders(<SubscriptionTab />)
    expect(await screen.findByText('unauthenticated')).toBeInTheDocument()
  })

  it('names the status code of any other failure', async () => {
    stubApi({ '/api/subscription/status': () => json(503, {}) })
    renderWithProviders(<SubscriptionTab />)
    expect(await screen.findByText('HTTP error! status: 503')).toBeInTheDocument()
  })
})
