import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../app/router'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { User } from '../auth'
import AdminPage from './AdminPage'

vi.mock('../templates', () => ({ MasterTemplatesTab: () => <p>master templates</p> }))

afterEach(() => {
  vi.useRealTimers()
})

function renderAdminPage(user: User, path = '/admin') {
  stubApi({ '/api/auth/user': () => json(200, user), '/api/ai-prompts': () => json(200, []) })
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/" element={<p>home page</p>} />
      <Route path="/admin/feedback" element={<p>feedback page</p>} />
    </Routes>,
    { path },
  )
}

describe('AdminPage', () => {
  it('turns non-admins away and sends them home after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderAdminPage(sampleUser({ role: 'user' }))

    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access the admin panel.")).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'AI Prompts' })).not.toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(1900)
    })
    expect(screen.queryByText('home page')).not.toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(screen.getByText('home page')).toBeInTheDocument()
  })

  it('shows admins the six tabs, AI Prompts first', async () => {
    renderAdminPage(sampleUser({ role: 'admin' }))

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'AI Prompts',
      'Master Templates',
      'Shared Macros',
      'User Analytics',
      'API Usage',
      'Settings',
    ])
    expect(screen.getByRole('tab', { name: 'AI Prompts' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('No prompts yet')).toBeInTheDocument()
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument()
  })

  it('links the other admin tools from Settings', async () => {
    renderAdminPage(sampleUser({ role: 'admin' }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }))

    expect(await screen.findByRole('link', { name: /Email Marketing \(Brevo\)/ })).toHaveAttribute('href', '/admin/brevo')
    expect(screen.getByRole('link', { name: /Background Jobs/ })).toHaveAttribute('href', '/admin/jobs')
    expect(screen.getByRole('link', { name: /Account Migration/ })).toHaveAttribute('href', '/admin/migration')
    await userEvent.click(screen.getByRole('link', { name: /Feedback Analytics/ }))
    expect(await screen.findByText('feedback page')).toBeInTheDocument()
  })

  it('keeps the shared macros on their own tab, new ones in the admin\'s language', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ role: 'admin', preferredLanguage: 'de' })),
      '/api/ai-prompts': () => json(200, []),
      '/api/admin/macros': () => json(200, []),
    })
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>,
      { path: '/admin?tab=shared-macros' },
    )
    expect(await screen.findByRole('tab', { name: 'Shared Macros' })).toHaveAttribute('aria-selected', 'true')
    expect(
      await screen.findByText("Shared macros are offered to every user of the language; a user's own macro with the same name wins."),
    ).toBeInTheDocument()
    expect(await screen.findByText('No shared macros yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /New Shared Macro/ }))
    expect(await screen.findByRole('dialog', { name: 'New Shared Macro' })).toBeInTheDocument()
    expect(screen.getByTitle('German')).toBeInTheDocument()
  })

  it('opens the tab that ?tab= names', async () => {
    renderAdminPage(sampleUser({ role: 'admin' }), '/admin?tab=settings')
    expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('link', { name: /Background Jobs/ })).toBeInTheDocument()
  })

  it('is routed at /admin for full-access users', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ role: 'admin' })),
      '/api/ai-prompts': () => json(200, []),
    })
    renderWithProviders(<AppRoutes />, { path: '/admin' })
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
