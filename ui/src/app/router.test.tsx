import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { json, pending, stubApi } from '../test/stubApi'
import { AppRoutes } from './router'

// Lazy pages load on first use, which can take a moment in the test runner.
const pageLoad = { timeout: 5000 }

const trialingAdmin = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  preferredLanguage: 'en',
  profileImageUrl: null,
  subscriptionStatus: 'trialing',
  trialEndsAt: '2999-01-01T00:00:00Z',
}
const signedIn = { '/api/auth/user': () => json(200, trialingAdmin) }

describe('AppRoutes', () => {
  it('shows a spinner while the access type loads', () => {
    stubApi({ '/api/auth/user': pending })
    renderWithProviders(<AppRoutes />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Disclaimer' })).not.toBeInTheDocument()
  })

  it('shows the landing page at / to signed-out visitors', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />)
    expect(
      await screen.findByRole('heading', { name: 'From dictation to a finished radiology report' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument()
  })

  // A stand-in for the antd providers that marks what they wrap.
  const markedProviders = ({ children }: { children: ReactNode }) => <div data-testid="antd-providers">{children}</div>

  it('renders the landing page outside the antd providers and every other page inside them', async () => {
    stubApi()
    renderWithProviders(<AppRoutes antdProviders={markedProviders} />)
    const landingHeading = await screen.findByRole('heading', { level: 1 }, pageLoad)
    expect(landingHeading).toHaveTextContent('From dictation to a finished radiology report')
    expect(screen.queryByTestId('antd-providers')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }))
    const privacyHeading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, pageLoad)
    expect(screen.getByTestId('antd-providers')).toContainElement(privacyHeading)
  })

  it('renders the workspace inside the antd providers', async () => {
    stubApi(signedIn)
    renderWithProviders(<AppRoutes antdProviders={markedProviders} />)
    const heading = await screen.findByRole('heading', { name: 'Radiology Report' }, pageLoad)
    expect(screen.getByTestId('antd-providers')).toContainElement(heading)
  })

  it('shows the 404 page for an unknown path', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/no-such-page' })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it.each([
    ['signed-out visitors', {}],
    ['signed-in users', signedIn],
  ])('routes /tutorials for %s', async (_name, routes) => {
    stubApi({ '/api/tutorials': () => json(200, []), ...routes })
    renderWithProviders(<AppRoutes />, { path: '/tutorials' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorials' }, pageLoad)).toBeInTheDocument()
  })

  it('offers sign-in at /login to signed-out visitors', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/login' })
    expect(await screen.findByRole('heading', { name: 'Welcome to RadScribe' }, pageLoad)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('offers the sign-in choice at /subscribe to signed-out visitors', async () => {
    stubApi({ '/api/auth/providers': () => json(200, { google: true }) })
    renderWithProviders(<AppRoutes />, { path: '/subscribe' })
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' }, pageLoad)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })

  it.each([
    ['signed-out visitors', {}],
    ['signed-in users', signedIn],
  ])('routes /reset-password for %s', async (_name, routes) => {
    stubApi(routes)
    renderWithProviders(<AppRoutes />, { path: '/reset-password' })
    expect(await screen.findByText('Invalid Reset Link', {}, pageLoad)).toBeInTheDocument()
  })

  it('shows the workspace under the top navigation at / to full-access users', async () => {
    stubApi(signedIn)
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Radiology Report' }, pageLoad)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Templates' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Voice Recording' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'External Transcript' })).toBeInTheDocument()
    expect(screen.getByText('Never dictate patient-identifying data')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /account menu/i })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  it('does not offer sign-in to signed-in users', async () => {
    stubApi(signedIn)
    renderWithProviders(<AppRoutes />, { path: '/login' })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
  })

  it('routes the legal pages', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/terms' })
    expect(await screen.findByRole('heading', { level: 1 }, pageLoad)).not.toHaveTextContent('404')
  })
})
