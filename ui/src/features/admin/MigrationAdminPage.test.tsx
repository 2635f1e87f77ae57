import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, sampleSiteInfo } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { User } from '../auth'
import { MIGRATION_STATUS_POLL_MS, type MigrationStatus } from './brevoApi'
import MigrationAdminPage from './MigrationAdminPage'

afterEach(() => {
  vi.useRealTimers()
})

type Handler = (request: Request) => Response | Promise<Response>

const STATUS = '/api/admin/migration/status'
const START = '/api/admin/migration/start'

const someReplitUsers: MigrationStatus = { totalUsers: 12, replitUsers: 4, migratedUsers: 3, pendingMigration: 2 }

function renderPage(routes: Record<string, Handler> = {}, user: User = sampleUser({ role: 'admin' })) {
  const all: Record<string, Handler> = {
    'GET /api/auth/user': () => json(200, user),
    'GET /api/site-info': () => json(200, sampleSiteInfo),
    [`GET ${STATUS}`]: () => json(200, someReplitUsers),
    ...routes,
  }
  const fetchMock = vi.fn((request: Request) => {
    const handler = all[`${request.method} ${new URL(request.url).pathname}`]
    return Promise.resolve(handler ? handler(request) : json(404, { message: 'Not found' }))
  })
  vi.stubGlobal('fetch', fetchMock)
  renderWithProviders(
    <Routes>
      <Route path="/admin/migration" element={<MigrationAdminPage />} />
      <Route path="/admin" element={<p>admin dashboard</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { path: '/admin/migration' },
  )
  return fetchMock
}

function calls(fetchMock: ReturnType<typeof renderPage>, method: string, path: string) {
  return fetchMock.mock.calls.map(([request]) => request).filter((r) => r.method === method && new URL(r.url).pathname === path)
}

function statValue(title: string) {
  return screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content-value')?.textContent
}

describe('MigrationAdminPage', () => {
  it('explains the plan and shows the status counts', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Account Migration' })).toBeInTheDocument()
    expect(screen.getByText(/has 48 hours to use it; after that the old authentication is disabled/)).toBeInTheDocument()
    await waitFor(() => {
      expect(statValue('Replit Users')).toBe('4')
    })
    expect(statValue('Total Users')).toBe('12')
    expect(statValue('Migrated Users')).toBe('3')
    expect(statValue('Pending Migration')).toBe('2')
    expect(screen.getByText('Instructions')).toBeInTheDocument()
  })

  it('reads the status again every 5 seconds', async () => {
    expect(MIGRATION_STATUS_POLL_MS).toBe(5000)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = renderPage()
    await waitFor(() => {
      expect(calls(fetchMock, 'GET', STATUS)).toHaveLength(1)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900)
    })
    expect(calls(fetchMock, 'GET', STATUS)).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    await waitFor(() => {
      expect(calls(fetchMock, 'GET', STATUS)).toHaveLength(2)
    })
  })

  it('asks before sending, then shows the results', async () => {
    const fetchMock = renderPage({
      [`POST ${START}`]: () => json(200, { results: { success: 3, failed: 1, errors: ['dora@example.com: the migration e-mail could not be queued'] } }),
    })
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    const send = await screen.findByRole('button', { name: /Send Migration Emails/ })
    await waitFor(() => {
      expect(send).toBeEnabled()
    })

    await userEvent.click(send)
    expect(confirm).toHaveBeenCalledWith('This will send migration emails to all Replit users. Continue?')
    expect(calls(fetchMock, 'POST', START)).toHaveLength(0)

    await userEvent.click(send)
    expect(await screen.findByText('Results')).toBeInTheDocument()
    expect(statValue('Emails Sent')).toBe('3')
    expect(statValue('Failed')).toBe('1')
    expect(screen.getByText('dora@example.com: the migration e-mail could not be queued')).toBeInTheDocument()
    expect(calls(fetchMock, 'POST', START)).toHaveLength(1)
  })

  it('is disabled without Replit users', async () => {
    renderPage({ [`GET ${STATUS}`]: () => json(200, { ...someReplitUsers, replitUsers: 0 }) })
    expect(await screen.findByText('There are no Replit users left to migrate.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Send Migration Emails/ })).toBeDisabled()
  })

  it('is disabled while a start is pending', async () => {
    renderPage({ [`POST ${START}`]: () => new Promise<Response>(() => undefined) })
    vi.stubGlobal('confirm', vi.fn(() => true))
    const send = await screen.findByRole('button', { name: /Send Migration Emails/ })
    await waitFor(() => {
      expect(send).toBeEnabled()
    })
    await userEvent.click(send)
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Send Migration Emails/ })).toBeDisabled()
    })
  })

  it('says when the migration cannot start', async () => {
    renderPage({ [`POST ${START}`]: () => json(500, { message: 'boom' }) })
    vi.stubGlobal('confirm', vi.fn(() => true))
    const send = await screen.findByRole('button', { name: /Send Migration Emails/ })
    await waitFor(() => {
      expect(send).toBeEnabled()
    })
    await userEvent.click(send)
    expect(await screen.findByText('Failed to start migration')).toBeInTheDocument()
  })

  it('refuses non-admins', async () => {
    renderPage({}, sampleUser())
    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
  })
})
