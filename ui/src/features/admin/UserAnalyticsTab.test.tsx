import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi, type Responder } from '../../test/stubApi'
import { sampleStats, sampleUsers } from './analyticsSamples'
import type { LanguageBar } from './chartData'
import { choose } from './testSelect'
import { UserAnalyticsTab } from './UserAnalyticsTab'

// The chart draws nothing in the test DOM; it shows the data it was given instead.
vi.mock('./charts', () => ({
  LanguageChart: ({ data }: { data: LanguageBar[] }) => (
    <ol aria-label="Language chart">
      {data.map(({ language, recordings }) => (
        <li key={language}>{`${language}: ${String(recordings)}`}</li>
      ))}
    </ol>
  ),
}))

function renderTab(routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({
    '/api/admin/stats': () => json(200, sampleStats),
    '/api/admin/users': () => json(200, sampleUsers()),
    ...routes,
  })
  renderWithProviders(
    <ToastScope>
      <UserAnalyticsTab />
    </ToastScope>,
  )
  return fetchMock
}

function statValue(title: string) {
  const card = screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')
  return card?.querySelector('.ant-statistic-content')?.textContent
}

// The users' e-mail addresses as the table lists them, top to bottom.
function listedEmails() {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/@example\.com$/)?.textContent)
}

async function usersLoaded() {
  await waitFor(() => {
    expect(listedEmails()).toHaveLength(4)
  })
}

function userRow(email: string) {
  return within(screen.getByRole('table')).getByText(email).closest('tr')
}

describe('UserAnalyticsTab', () => {
  it('shows the admin stats with times in ms, s, m or h', async () => {
    renderTab()
    expect(await screen.findByText('Total Users')).toBeInTheDocument()
    expect(statValue('Total Users')).toBe('42')
    expect(statValue('Active Users (30 days)')).toBe('17')
    expect(statValue('Total Recordings')).toBe('318')
    expect(statValue('Reports Produced')).toBe('45')
    expect(screen.getByText('30 formatted · 10 filled · 5 generated; 40 pasted or typed · 5 voice')).toBeInTheDocument()
    expect(statValue('Avg Processing Time')).toBe('850ms')
    expect(statValue('Total Recording Time')).toBe('2.5h')
    expect(statValue('Avg Monthly Recording Time')).toBe('25m')
  })

  it('charts the languages, most used first, and lists the recent activity', async () => {
    renderTab()
    const chart = await screen.findByRole('list', { name: 'Language chart' })
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'German: 30',
      'English: 12',
      'French: 2',
    ])
    expect(screen.getByText('Recording transcribed')).toBeInTheDocument()
    expect(screen.getByText('anna@example.com · 42s')).toBeInTheDocument()
    expect(screen.getByText('Report generated')).toBeInTheDocument()
  })

  it('lists the users newest account first by default', async () => {
    renderTab()
    await usersLoaded()
    expect(listedEmails()).toEqual(['ben@example.com', 'Carla@example.com', 'anna@example.com', 'dan@example.com'])
    expect(screen.getByRole('combobox', { name: 'Sort by' }).closest('.ant-select')).toHaveTextContent('Created')
    expect(screen.getByRole('radio', { name: 'Descending' })).toBeChecked()
    const ben = userRow('ben@example.com') as HTMLElement
    expect(within(ben).getByText('Active (5 days left)')).toBeInTheDocument()
    expect(within(ben).getByText('Google')).toBeInTheDocument()
    expect(within(ben).getByText('2m')).toBeInTheDocument()
    const anna = userRow('anna@example.com') as HTMLElement
    expect(within(anna).getByText('Expired')).toBeInTheDocument()
    expect(within(anna).getByLabelText('Stripe subscription: yes')).toBeInTheDocument()
    expect(within(anna).getByText('2.0h')).toBeInTheDocument()
  })

  it('sorts by another field in either order', async () => {
    renderTab()
    await usersLoaded()
    await choose('Sort by', 'Recordings')
    expect(listedEmails()).toEqual(['anna@example.com', 'Carla@example.com', 'ben@example.com', 'dan@example.com'])
    await userEvent.click(screen.getByRole('radio', { name: 'Ascending' }))
    expect(listedEmails()).toEqual(['dan@example.com', 'ben@example.com', 'Carla@example.com', 'anna@example.com'])
    await choose('Sort by', 'Email')
    expect(listedEmails()).toEqual(['anna@example.com', 'ben@example.com', 'Carla@example.com', 'dan@example.com'])
  })

  it.each([
    ['Subscription status', 'cancelled', ['Carla@example.com']],
    ['Account trial', 'Account Trial Used', ['Carla@example.com']],
    ['Account trial', 'Active', ['ben@example.com']],
    ['Auth provider', 'Google', ['ben@example.com']],
    ['Email verified', 'Not verified', ['Carla@example.com', 'dan@example.com']],
    ['Stripe subscription', 'Has subscription', ['Carla@example.com', 'anna@example.com']],
  ])('filters by %s: %s', async (label, option, expected) => {
    renderTab()
    await usersLoaded()
    await choose(label, option)
    expect(listedEmails()).toEqual(expected)
    expect(screen.getByText(`${String(expected.length)} of 4`)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(listedEmails()).toHaveLength(4)
  })

  it('offers the subscription statuses the users have', async () => {
    renderTab()
    await usersLoaded()
    await userEvent.click(screen.getByRole('combobox', { name: 'Subscription status' }))
    const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent)
    expect(options).toEqual(['All statuses', 'active', 'cancelled', 'none', 'trial'])
  })

  it('says when nothing matches the filters', async () => {
    renderTab()
    await usersLoaded()
    await choose('Auth provider', 'Replit')
    await choose('Email verified', 'Verified')
    expect(screen.getByText('No users match these filters')).toBeInTheDocument()
  })

  it('says when the figures cannot be loaded', async () => {
    renderTab({
      '/api/admin/stats': () => json(500, { message: 'database unavailable' }),
      '/api/admin/users': () => json(500, {}),
    })
    expect(await screen.findByText('database unavailable')).toBeInTheDocument()
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument()
  })
})
