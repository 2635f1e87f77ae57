import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { pending, stubApi } from '../test/stubApi'
import { AppRoutes } from './router'

// Lazy pages load on first use, which can take a moment in the test runner.
const pageLoad = { timeout: 5000 }

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

  it('shows the 404 page for an unknown path', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/no-such-page' })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('does not route pages that have not been built yet', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/login' })
    expect(await screen.findByRole('heading', { name: '404' }, pageLoad)).toBeInTheDocument()
  })

  it('routes the legal pages', async () => {
    stubApi()
    renderWithProviders(<AppRoutes />, { path: '/terms' })
    expect(await screen.findByRole('heading', { level: 1 }, pageLoad)).not.toHaveTextContent('404')
  })
})
