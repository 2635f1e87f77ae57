import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { API_USAGE_REFRESH_MS } from './analyticsApi'
import { sampleApiUsage } from './analyticsSamples'
import { ApiUsageTab } from './ApiUsageTab'
import type { TimelineBar } from './chartData'

// The chart draws nothing in the test DOM; it shows the data it was given instead.
vi.mock('./charts', () => ({
  UsageTimelineChart: ({ data }: { data: TimelineBar[] }) => (
    <ol aria-label="Calls chart">
      {data.map(({ label, successful, errors }, index) => (
        <li key={index}>{`${label}: ${String(successful)} ok, ${String(errors)} errors`}</li>
      ))}
    </ol>
  ),
}))

afterEach(() => {
  vi.useRealTimers()
})

const USAGE_PATH = '/api/admin/api-usage'

function renderTab(usage: Responder = () => json(200, sampleApiUsage)) {
  const fetchMock = stubApi({ [USAGE_PATH]: usage })
  renderWithProviders(
    <ToastScope>
      <ApiUsageTab />
    </ToastScope>,
  )
  return fetchMock
}

function timeRangesAsked(fetchMock: ReturnType<typeof stubApi>) {
  return requestsTo(fetchMock, USAGE_PATH).map((request) => new URL(request.url).searchParams.get('timeRange'))
}

function statValue(title: string) {
  return screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent
}

function endpointRow(endpoint: string) {
  return within(screen.getByRole('table')).getByText(endpoint).closest('tr') as HTMLElement
}

function userCard(email: string) {
  return screen.getByRole('group', { name: `Usage of ${email}` })
}

describe('ApiUsageTab', () => {
  it('asks for the last 24 hours first and another range when chosen', async () => {
    const fetchMock = renderTab()
    expect(await screen.findByText('Total API Calls')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked()
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1h',
      '24h',
      '7d',
      '30d',
    ])
    expect(timeRangesAsked(fetchMock)).toEqual(['24h'])

    await userEvent.click(screen.getByRole('radio', { name: '7d' }))
    await waitFor(() => {
      expect(timeRangesAsked(fetchMock)).toEqual(['24h', '7d'])
    })
  })

  it('shows the overall stats and the calls over time', async () => {
    renderTab()
    expect(await screen.findByText('Total API Calls')).toBeInTheDocument()
    expect(statValue('Total API Calls')).toBe('1,234')
    expect(statValue('Active Users')).toBe('12')
    expect(statValue('Avg Response Time')).toBe('1.2s')
    expect(statValue('Error Rate')).toBe('3.4%')
    const chart = screen.getByRole('list', { name: 'Calls chart' })
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent.replace(/^.*: /, ''))).toEqual([
      '9 ok, 1 errors',
      '0 ok, 0 errors',
      '22 ok, 3 errors',
    ])
  })

  it('lists the top endpoints and highlights an error rate above 5%', async () => {
    renderTab()
    await screen.findByText('Top Endpoints')
    const transcribe = endpointRow('/api/transcribe')
    expect(within(transcribe).getByText('Voice Transcription')).toBeInTheDocument()
    expect(within(transcribe).getByText('300')).toBeInTheDocument()
    // The test page is as narrow as a phone: the average shows under the endpoint.
    expect(within(transcribe).getByText('avg 850ms')).toBeInTheDocument()
    expect(within(transcribe).getByTitle('Error rate above 5%')).toHaveTextContent('7.5%')

    const templates = endpointRow('/api/user-templates/:id')
    expect(within(templates).getByText('5.0%')).toBeInTheDocument()
    expect(within(templates).queryByTitle('Error rate above 5%')).not.toBeInTheDocument()
    expect(within(endpointRow('/api/format-external-transcript')).queryByTitle('Error rate above 5%')).toBeNull()
  })

  it('shows the top 10 users with 3 endpoints each and a +N more badge', async () => {
    renderTab()
    await screen.findByText('Usage by User')
    const cards = screen.getAllByRole('group', { name: /^Usage of / })
    expect(cards).toHaveLength(10)
    expect(cards[0]).toHaveAccessibleName('Usage of anna@example.com')
    expect(screen.queryByRole('group', { name: 'Usage of u11@example.com' })).not.toBeInTheDocument()

    const anna = userCard('anna@example.com')
    expect(within(anna).getByText('Anna Berg')).toBeInTheDocument()
    expect(within(anna).getByText('66 calls')).toBeInTheDocument()
    expect(within(anna).getByText('2 errors')).toBeInTheDocument()
    expect(within(anna).getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([
      '/api/format-external-transcript',
      '/api/transcribe',
      '/api/generate-report',
    ])
    expect(within(anna).getByText('+2 more')).toBeInTheDocument()

    const ben = userCard('ben@example.com')
    expect(within(ben).getAllByRole('listitem')).toHaveLength(1)
    expect(within(ben).queryByText(/more$/)).not.toBeInTheDocument()
  })

  it('highlights a user with more than 50 calls', async () => {
    renderTab()
    await screen.findByText('Usage by User')
    expect(within(userCard('anna@example.com')).getByText('Over 50 calls')).toBeInTheDocument()
    // Exactly 50 is not more than 50.
    expect(within(userCard('ben@example.com')).getByText('50 calls')).toBeInTheDocument()
    expect(within(userCard('ben@example.com')).queryByText('Over 50 calls')).not.toBeInTheDocument()
  })

  it('reads the figures again every 30 seconds', async () => {
    expect(API_USAGE_REFRESH_MS).toBe(30_000)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = renderTab()
    await screen.findByText('Total API Calls')
    expect(timeRangesAsked(fetchMock)).toEqual(['24h'])

    act(() => {
      vi.advanceTimersByTime(25_000)
    })
    expect(timeRangesAsked(fetchMock)).toEqual(['24h'])
    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    await waitFor(() => {
      expect(timeRangesAsked(fetchMock)).toEqual(['24h', '24h'])
    })
  })

  it('says how many usage events were dropped, when some were', async () => {
    renderTab(() => json(200, { ...sampleApiUsage, droppedEvents: 7 }))
    expect(await screen.findByText('7 usage events were not recorded')).toBeInTheDocument()
  })

  it('says nothing about dropped events when none were', async () => {
    renderTab()
    await screen.findByText('Total API Calls')
    expect(screen.queryByText(/usage events were not recorded/)).not.toBeInTheDocument()
  })

  it.each([
    ['the server message', () => json(500, { message: 'usage store unavailable' }), 'usage store unavailable'],
    ['a fallback', () => json(500, {}), 'Unknown error occurred'],
  ])('says when the figures cannot be loaded, with %s', async (_name, respond, detail) => {
    renderTab(respond)
    expect(await screen.findByText('Failed to load API usage statistics')).toBeInTheDocument()
    expect(screen.getByText(detail)).toBeInTheDocument()
  })
})
