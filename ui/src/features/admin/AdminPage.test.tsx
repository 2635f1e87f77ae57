import { act, screen } from '@testing-library/react'
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

function renderAdminPage(user: User) {
  stubApi({ '/api/auth/user': () => json(200, user), '/api/ai-prompts': () => json(200, []) })
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { path: '/admin' },
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

  it('shows admins the AI Prompts and Master Templates tabs', async () => {
    renderAdminPage(sampleUser({ role: 'admin' }))

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['AI Prompts', 'Master Templates'])
    expect(await screen.findByText('No prompts yet')).toBeInTheDocument()
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument()
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
