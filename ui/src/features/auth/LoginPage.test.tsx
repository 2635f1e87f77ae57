import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, stubApi } from '../../test/stubApi'
import { authApi } from './api'
import LoginPage from './LoginPage'
import { START_TRIAL_PATH } from './signUpPath'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

// Asks /api/auth/providers before rendering, so the button knows the answer when clicked.
async function renderWithProviderAnswer(google: boolean) {
  stubApi({ '/api/auth/providers': () => json(200, { google }) })
  await store.dispatch(authApi.endpoints.getAuthProviders.initiate())
  renderWithProviders(<LoginPage />, { path: '/login' })
}

describe('LoginPage', () => {
  it('offers e-mail and Google sign-in with the terms notice where Google is configured', async () => {
    await renderWithProviderAnswer(true)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to RadScribe' })).toBeInTheDocument()
    expect(screen.getByRole('separator')).toHaveTextContent('Or')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'learn more' })).toHaveAttribute('href', '/')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Email' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign In with Email' })
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  })

  it('goes to Google when the server has it enabled', async () => {
    await renderWithProviderAnswer(true)
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(loadPage).toHaveBeenCalledWith('/api/login/google')
  })

  it('offers no Google sign-in before the server has said it has it', () => {
    stubApi({ '/api/auth/providers': pending })
    renderWithProviders(<LoginPage />, { path: '/login' })
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
  })

  it('offers no Google sign-in, and no operator words, where the server has none', async () => {
    await renderWithProviderAnswer(false)
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
    expect(screen.queryByRole('separator')).not.toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/auth\.google|client_id|client_secret/)
  })

  it("opens the e-mail dialog on Create Account for 'Start Free Trial'", async () => {
    stubApi()
    renderWithProviders(<LoginPage />, { path: START_TRIAL_PATH })
    const dialog = await screen.findByRole('dialog', { name: 'Sign In with Email' })
    expect(within(dialog).getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('tabpanel', { name: 'Create Account' })).toBeVisible()
  })

  it.each([
    ['google_failed', 'Google sign-in failed. Please try again.'],
    [
      'google_email_unverified',
      "Your Google account's e-mail address is not verified, so it cannot be linked to an existing account.",
    ],
    ['google_disabled', 'Google sign-in is not enabled on this server.'],
    ['google_cancelled', 'Google sign-in was cancelled.'],
    ['something_else', 'Google sign-in failed. Please try again.'],
  ])('shows the %s error from the Google redirect', (code, message) => {
    stubApi()
    renderWithProviders(<LoginPage />, { path: `/login?error=${code}` })
    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('shows no alert without an error', () => {
    stubApi()
    renderWithProviders(<LoginPage />, { path: '/login' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
