import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../app/router'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { User } from '../auth'
import { sampleFeedback, sampleFeedbackStats } from './analyticsSamples'
import FeedbackAnalyticsPage from './FeedbackAnalyticsPage'
import { choose, openDropdown } from './testSelect'

afterEach(() => {
  vi.useRealTimers()
})

const STATS_PATH = '/api/admin/feedback/stats'
const LIST_PATH = '/api/admin/feedback'

function renderPage(routes: Record<string, Responder> = {}, user: User = sampleUser({ role: 'admin' })) {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, user),
    [STATS_PATH]: () => json(200, sampleFeedbackStats),
    [LIST_PATH]: () => json(200, sampleFeedback),
    ...routes,
  })
  renderWithProviders(
    <Routes>
      <Route path="/admin/feedback" element={<FeedbackAnalyticsPage />} />
      <Route path="/admin" element={<p>admin dashboard</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { path: '/admin/feedback' },
  )
  return fetchMock
}

function statValue(title: string) {
  return screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content-value')?.textContent
}

// The query strings the page sent to a path, in order.
function queriesTo(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return requestsTo(fetchMock, path).map((request) => new URL(request.url).search)
}

function internalServerError() {
  return new Response(JSON.stringify({ message: 'boom' }), {
    status: 500,
    statusText: 'Internal Server Error',
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('FeedbackAnalyticsPage', () => {
  it('shows the four stat cards, the conversion rate with one decimal', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Feedback Analytics' })).toBeInTheDocument()
    expect(await screen.findByText('Total Feedback')).toBeInTheDocument()
    expect(statValue('Total Feedback')).toBe('3')
    expect(statValue('Positive')).toBe('2')
    expect(statValue('Negative')).toBe('1')
    expect(statValue('Conversion Rate')).toBe('66.7%')
  })

  it('lists the recent feedback', async () => {
    renderPage()
    const text = await screen.findByText('Spondylolisthesis was spelled wrong.')
    const entry = within(text.closest('li') as HTMLElement)
    for (const tag of ['Negative', 'German', 'Voice Recording', 'MRT LWS', 'Missing medical terms']) {
      expect(entry.getByText(tag)).toBeInTheDocument()
    }
    expect(entry.getByText(/^anna@example\.com · /)).toBeInTheDocument()
    const other = within(screen.getByText(/^ben@example\.com · /).closest('li') as HTMLElement)
    for (const tag of ['Positive', 'English', 'External Transcript']) {
      expect(other.getByText(tag)).toBeInTheDocument()
    }
  })

  it('leads back to the admin dashboard', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Admin' }))
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument()
  })

  it('shows the filters on demand and sends only the ones that are set', async () => {
    const fetchMock = renderPage()
    await screen.findByText('Total Feedback')
    expect(queriesTo(fetchMock, STATS_PATH)).toEqual([''])
    expect(queriesTo(fetchMock, LIST_PATH)).toEqual([''])
    expect(screen.queryByRole('combobox', { name: 'Feedback type' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }))
    await choose('Feedback type', 'Negative')
    await choose('Language', 'German')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } })

    const expected = '?feedbackType=negative&language=de&dateFrom=2026-05-01'
    await waitFor(() => {
      expect(queriesTo(fetchMock, STATS_PATH).at(-1)).toBe(expected)
    })
    await waitFor(() => {
      expect(queriesTo(fetchMock, LIST_PATH).at(-1)).toBe(expected)
    })
    expect(queriesTo(fetchMock, LIST_PATH).every((query) => !query.includes('inputMethod') && !query.includes('dateTo'))).toBe(true)

    // Hidden, the filters still apply, and the button says how many.
    await userEvent.click(screen.getByRole('button', { name: /Hide Filters/ }))
    expect(screen.getByRole('button', { name: 'Show Filters' }).closest('.ant-badge')).toHaveTextContent('3')
  })

  it('offers the feedback languages en, de, es, pt, it, fr and both input methods', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Show Filters' }))
    const optionsOf = async (label: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: label }))
      const dropdown = await openDropdown()
      return Array.from(dropdown.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent)
    }
    expect(await optionsOf('Language')).toEqual([
      'All languages',
      'English',
      'German',
      'Spanish',
      'Portuguese (Portugal)',
      'Italian',
      'French',
    ])
    expect(await optionsOf('Input method')).toEqual(['All methods', 'Voice Recording', 'External Transcript'])
  })

  it('clears the filters', async () => {
    const fetchMock = renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Show Filters' }))
    await choose('Input method', 'External Transcript')
    await waitFor(() => {
      expect(queriesTo(fetchMock, STATS_PATH).at(-1)).toBe('?inputMethod=external_transcript')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled()
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Input method' }).closest('.ant-select')).toHaveTextContent(
        'All methods',
      )
    })
  })

  it('exports the filtered feedback as CSV in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(open).toHaveBeenLastCalledWith('/api/admin/feedback/export', '_blank', 'noopener')

    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }))
    await choose('Feedback type', 'Positive')
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-31' } })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(open).toHaveBeenLastCalledWith(
      '/api/admin/feedback/export?feedbackType=positive&dateTo=2026-05-31',
      '_blank',
      'noopener',
    )
  })

  it('says when the feedback cannot be fetched, with the status text', async () => {
    renderPage({ [STATS_PATH]: internalServerError, [LIST_PATH]: internalServerError })
    expect(await screen.findByText('Failed to fetch feedback stats: Internal Server Error')).toBeInTheDocument()
    expect(await screen.findByText('Failed to fetch feedback: Internal Server Error')).toBeInTheDocument()
  })

  it('turns non-admins away and sends them home after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = renderPage({}, sampleUser({ role: 'user' }))
    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access the admin panel.")).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Feedback Analytics' })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, STATS_PATH)).toEqual([])

    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getByText('home page')).toBeInTheDocument()
  })

  it('is routed at /admin/feedback for full-access users', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ role: 'admin' })),
      [STATS_PATH]: () => json(200, sampleFeedbackStats),
      [LIST_PATH]: () => json(200, []),
    })
    renderWithProviders(<AppRoutes />, { path: '/admin/feedback' })
    expect(await screen.findByRole('heading', { name: 'Feedback Analytics' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument()
  })
})
