import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, sampleSiteInfo } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { User } from '../auth'
import { sampleUsers } from './analyticsSamples'
import BrevoAdminPage from './BrevoAdminPage'
import type { BrevoList } from './brevoApi'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

type Handler = (request: Request) => Response | Promise<Response>

const sampleLists: BrevoList[] = [
  { id: 3, name: 'Radiologists', totalSubscribers: 42 },
  { id: 7, name: 'Trial users', totalSubscribers: 5 },
]

// Answers by "METHOD /path"; unknown requests get the server's 404.
function stubRoutes(routes: Record<string, Handler>, user: User = sampleUser({ role: 'admin' })) {
  const all: Record<string, Handler> = {
    'GET /api/auth/user': () => json(200, user),
    'GET /api/site-info': () => json(200, sampleSiteInfo),
    'GET /api/admin/brevo/lists': () => json(200, sampleLists),
    'GET /api/admin/users': () => json(200, sampleUsers()),
    ...routes,
  }
  const fetchMock = vi.fn((request: Request) => {
    const handler = all[`${request.method} ${new URL(request.url).pathname}`]
    return Promise.resolve(handler ? handler(request) : json(404, { message: 'Not found' }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderPage(routes: Record<string, Handler> = {}, user?: User) {
  const fetchMock = stubRoutes(routes, user)
  renderWithProviders(
    <Routes>
      <Route path="/admin/brevo" element={<BrevoAdminPage />} />
      <Route path="/admin" element={<p>admin dashboard</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { path: '/admin/brevo' },
  )
  return fetchMock
}

function calls(fetchMock: ReturnType<typeof stubRoutes>, method: string, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path)
}

function statValue(title: string) {
  return screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content-value')?.textContent
}

describe('BrevoAdminPage', () => {
  it('shows the overview: lists, users with e-mail and the automatic sync note', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Brevo Email Marketing' })).toBeInTheDocument()
    for (const tab of ['Overview', 'Contact Lists', 'User Management', 'Search Contacts']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument()
    }
    await waitFor(() => {
      expect(statValue('Total Users with Email')).toBe('4')
    })
    expect(statValue('Total Lists')).toBe('2')
    expect(screen.getByText('Sync is automatic')).toBeInTheDocument()
  })

  it('leads back to the admin dashboard', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Admin' }))
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument()
  })

  it('syncs all users and says how many made it', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/brevo/sync-all-users': () =>
        json(200, { runId: 'r1', status: 'finished', successful: 3, failed: 1, done: 4, totalUsers: 4, statusUrl: '/api/admin/brevo/sync-runs/r1' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: /Sync All Users/ }))
    expect(await screen.findByText('Sync Complete')).toBeInTheDocument()
    expect(screen.getByText('Successfully synced 3/4 users to Brevo')).toBeInTheDocument()
    expect(calls(fetchMock, 'POST', '/api/admin/brevo/sync-all-users')).toHaveLength(1)
  })

  it('follows a long sync until it has finished', async () => {
    let reads = 0
    renderPage({
      'POST /api/admin/brevo/sync-all-users': () =>
        json(202, { runId: 'r1', status: 'running', successful: 0, failed: 0, done: 1, totalUsers: 4, statusUrl: '/api/admin/brevo/sync-runs/r1' }),
      'GET /api/admin/brevo/sync-runs/r1': () => {
        reads++
        return json(200, { runId: 'r1', status: 'finished', successful: 4, failed: 0, done: 4, totalUsers: 4, statusUrl: '' })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: /Sync All Users/ }))
    expect(await screen.findByText('1 of 4 users synced')).toBeInTheDocument()
    expect(await screen.findByText('Successfully synced 4/4 users to Brevo', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(reads).toBe(1)
  })

  it('says Sync Failed when the sync fails', async () => {
    renderPage({ 'POST /api/admin/brevo/sync-all-users': () => json(500, { message: 'boom' }) })
    await userEvent.click(await screen.findByRole('button', { name: /Sync All Users/ }))
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to sync users to Brevo')).toBeInTheDocument()
  })

  it('creates a list: the button waits for a name', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/brevo/lists': () => json(201, { id: 9, name: 'New', totalSubscribers: 0 }),
    })
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact Lists' }))
    const create = screen.getByRole('button', { name: 'Create List' })
    expect(create).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), '   ')
    expect(create).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'New ')
    expect(create).toBeEnabled()
    await userEvent.click(create)
    expect(await screen.findByText('Brevo list created successfully')).toBeInTheDocument()
    expect(await calls(fetchMock, 'POST', '/api/admin/brevo/lists').at(0)?.json()).toEqual({ name: 'New' })
  })

  it("shows the server's message, or the fallback, when a list cannot be created", async () => {
    renderPage({ 'POST /api/admin/brevo/lists': () => json(400, { message: 'Brevo: List name already exists' }) })
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact Lists' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Radiologists')
    await userEvent.click(screen.getByRole('button', { name: 'Create List' }))
    expect(await screen.findByText('Brevo: List name already exists')).toBeInTheDocument()
  })

  it('shows each list as a toggle with its name, subscribers and id, and syncs to the selected ones', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/brevo/sync-all-users': () =>
        json(200, { runId: 'r1', status: 'finished', successful: 4, failed: 0, done: 4, totalUsers: 4, statusUrl: '' }),
    })
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact Lists' }))
    const toggle = await screen.findByRole('button', { name: /Radiologists/ })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(within(toggle).getByText('42 subscribers')).toBeInTheDocument()
    expect(within(toggle).getByText('ID: 3')).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }))
    await userEvent.click(screen.getByRole('button', { name: /Sync All Users/ }))
    await screen.findByText('Sync Complete')
    expect(await calls(fetchMock, 'POST', '/api/admin/brevo/sync-all-users').at(0)?.json()).toEqual({ listIds: [3] })
  })

  it('lists the users with their status, recordings, minutes and last activity', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'User Management' }))
    const anna = (await screen.findByText('Anna Berg')).closest('li') as HTMLElement
    expect(within(anna).getByText('anna@example.com')).toBeInTheDocument()
    expect(within(anna).getByText('active')).toBeInTheDocument()
    expect(within(anna).getByText('40 recordings')).toBeInTheDocument()
    expect(within(anna).getByText('120 min')).toBeInTheDocument()
    expect(within(anna).getByText(/^Last active: /)).toBeInTheDocument()
    // Without a name, the address stands in.
    const ben = screen.getByRole('button', { name: 'Sync ben@example.com' }).closest('li') as HTMLElement
    expect(within(ben).getAllByText('ben@example.com')).toHaveLength(2)
  })

  it('syncs one user', async () => {
    const fetchMock = renderPage({ 'POST /api/admin/brevo/sync-user/anna': () => json(200, { success: true }) })
    await userEvent.click(await screen.findByRole('tab', { name: 'User Management' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Sync anna@example.com' }))
    expect(await screen.findByText('User synced to Brevo successfully')).toBeInTheDocument()
    expect(calls(fetchMock, 'POST', '/api/admin/brevo/sync-user/anna')).toHaveLength(1)
  })

  it('says when a user cannot be synced', async () => {
    renderPage({ 'POST /api/admin/brevo/sync-user/anna': () => json(500, {}) })
    await userEvent.click(await screen.findByRole('tab', { name: 'User Management' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Sync anna@example.com' }))
    expect(await screen.findByText('Failed to sync user to Brevo')).toBeInTheDocument()
  })

  it('asks before removing a user from Brevo', async () => {
    const path = '/api/admin/brevo/remove-user/anna%40example.com'
    const fetchMock = renderPage({ [`DELETE ${path}`]: () => json(200, { success: true }) })
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    await userEvent.click(await screen.findByRole('tab', { name: 'User Management' }))
    const remove = await screen.findByRole('button', { name: 'Remove anna@example.com' })

    await userEvent.click(remove)
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove anna@example.com from Brevo?')
    expect(calls(fetchMock, 'DELETE', path)).toHaveLength(0)

    await userEvent.click(remove)
    expect(await screen.findByText('User removed from Brevo successfully')).toBeInTheDocument()
    expect(calls(fetchMock, 'DELETE', path)).toHaveLength(1)
  })

  it('says when a user cannot be removed', async () => {
    renderPage({ 'DELETE /api/admin/brevo/remove-user/anna%40example.com': () => json(502, {}) })
    vi.stubGlobal('confirm', vi.fn(() => true))
    await userEvent.click(await screen.findByRole('tab', { name: 'User Management' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove anna@example.com' }))
    expect(await screen.findByText('Failed to remove user from Brevo')).toBeInTheDocument()
  })

  it('searches a trimmed address and shows the raw contact', async () => {
    const fetchMock = renderPage({
      'GET /api/admin/brevo/contact/anna%40example.com': () => json(200, { email: 'anna@example.com', listIds: [3] }),
    })
    await userEvent.click(await screen.findByRole('tab', { name: 'Search Contacts' }))
    const search = screen.getByRole('button', { name: /Search/ })
    expect(search).toBeDisabled()
    const input = screen.getByRole('textbox', { name: 'Contact e-mail' })
    await userEvent.type(input, '   ')
    expect(search).toBeDisabled()
    await userEvent.type(input, 'anna@example.com  ')
    await userEvent.click(search)
    const raw = await screen.findByLabelText('Contact data')
    expect(raw.textContent).toContain('"email": "anna@example.com"')
    expect(calls(fetchMock, 'GET', '/api/admin/brevo/contact/anna%40example.com')).toHaveLength(1)
  })

  it('says plainly when the sync is not configured', async () => {
    renderPage({
      'GET /api/admin/brevo/lists': () => json(503, { message: 'E-mail marketing sync is not configured on this server.' }),
    })
    expect(await screen.findByText('E-mail marketing sync is not configured on this server.')).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument()
  })

  it('refuses non-admins', async () => {
    renderPage({}, sampleUser())
    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Brevo Email Marketing' })).not.toBeInTheDocument()
  })
})
