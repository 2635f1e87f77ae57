import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../app/router'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { statuses } from '../../test/subscriptions'
import { sampleUser } from '../../test/users'
import type { SubscriptionStatus, User } from '../auth'
import ProfilePage from './ProfilePage'

vi.mock('../templates', () => ({ MyTemplatesTab: () => <p>my templates</p> }))

const tabNames = ['Profile', 'Subscription', 'Templates', 'Vocabulary', 'Macros', 'AI Prompts', 'Statistics']
const withoutSubscription = sampleUser({ subscriptionStatus: null, trialEndsAt: null })
const trialExpired = sampleUser({ subscriptionStatus: 'trial_expired' })

function stubUser(user: User, status: SubscriptionStatus = statuses.trial) {
  stubApi({
    '/api/auth/user': () => json(200, user),
    '/api/subscription/status': () => json(200, status),
  })
}

describe('ProfilePage', () => {
  it('opens on the Profile tab with all six tabs for full-access users', async () => {
    stubUser(sampleUser())
    renderWithProviders(<ProfilePage />)

    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabNames)
    for (const name of tabNames) {
      expect(screen.getByRole('tab', { name })).not.toHaveAttribute('aria-disabled', 'true')
    }
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Templates' }))
    expect(screen.getByText('my templates')).toBeInTheDocument()
  })

  it.each([
    ['without a subscription', withoutSubscription, statuses.none],
    ['after the trial', trialExpired, statuses.trialExpired],
  ])('leaves only the Subscription tab usable %s', async (_name, user, status) => {
    stubUser(user, status)
    renderWithProviders(<ProfilePage />)

    expect(await screen.findByText('Subscription Required')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Subscription' })).not.toHaveAttribute('aria-disabled', 'true')
    for (const name of tabNames.filter((tab) => tab !== 'Subscription')) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true')
    }
    expect(await screen.findByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscribe')

    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }))
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('ProfilePage tab from the address', () => {
  it('opens the tab named by ?tab=, where the billing portal returns', async () => {
    stubUser(sampleUser())
    renderWithProviders(<ProfilePage />, { path: '/profile?tab=subscription' })
    expect(await screen.findByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
  })

  it('does not open a disabled tab by ?tab=', async () => {
    stubUser(withoutSubscription, statuses.none)
    renderWithProviders(<ProfilePage />, { path: '/profile?tab=templates' })
    expect(await screen.findByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('profile routes', () => {
  // Lazy pages load on first use, which can take a moment in the test runner.
  const pageLoad = { timeout: 5000 }

  it.each(['/', '/profile'])('shows the profile page at %s without a subscription', async (path) => {
    stubUser(withoutSubscription, statuses.none)
    renderWithProviders(<AppRoutes />, { path })
    expect(await screen.findByRole('heading', { name: 'Profile Settings' }, pageLoad)).toBeInTheDocument()
  })

  it('routes /profile for full-access users', async () => {
    stubUser(sampleUser())
    renderWithProviders(<AppRoutes />, { path: '/profile' })
    expect(await screen.findByRole('heading', { name: 'Profile Settings' }, pageLoad)).toBeInTheDocument()
  })
})
