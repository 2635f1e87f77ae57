import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { json, requestsTo } from '../../test/stubApi'
import { reportEditorModule } from '../editor'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'
import { AUTO_ACTION_DELAY_MS } from './useAutoAction'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

afterEach(() => {
  vi.useRealTimers()
  resetWorkspace()
})

const formatted = { formattedContent: '<p>Liver normal.</p>', promptUsed: 'builtin', fallbackReason: null, detectedContradictions: [] }
const generated = { reportContent: { populatedHtml: '<p>Generated.</p>' }, promptUsed: 'builtin', fallbackReason: null }

describe('auto-processing of the external transcript', () => {
  it('runs the one auto action a second after typing stops, once per change', async () => {
    const fetchMock = renderWorkspace({
      user: { autoFormatExternal: false, autoGenerateReportExternal: true },
      routes: {
        '/api/generate-report-external': () => json(200, generated),
        '/api/format-external-transcript': () => json(200, formatted),
      },
    })
    await screen.findByRole('switch', { name: 'Auto-Generate Report' })
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Auto-Generate Report' })).toBeChecked()
    })
    vi.useFakeTimers()
    const transcript = screen.getByLabelText('Transcript')
    fireEvent.change(transcript, { target: { value: 'Liver' } })
    await act(() => vi.advanceTimersByTimeAsync(AUTO_ACTION_DELAY_MS - 100))
    fireEvent.change(transcript, { target: { value: 'Liver normal.' } })
    await act(() => vi.advanceTimersByTimeAsync(AUTO_ACTION_DELAY_MS - 1))
    expect(requestsTo(fetchMock, '/api/generate-report-external')).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(requestsTo(fetchMock, '/api/generate-report-external')).toHaveLength(1)
    // Lets the store's batched notifications, queued on fake timers, go out before real ones return.
    await act(() => vi.advanceTimersByTimeAsync(100))
    vi.useRealTimers()
    expect(await screen.findByText('Report Generated')).toBeInTheDocument()

    // The answer re-renders the panel; that is not a new pause in typing.
    await new Promise((resolve) => setTimeout(resolve, AUTO_ACTION_DELAY_MS + 200))
    expect(requestsTo(fetchMock, '/api/generate-report-external')).toHaveLength(1)
    expect(requestsTo(fetchMock, '/api/format-external-transcript')).toHaveLength(0)
  })

  it('switches the other toggles off and saves all three', async () => {
    const fetchMock = renderWorkspace({
      user: { autoFormatExternal: true },
      routes: {
        '/api/external-transcript-preferences': () =>
          json(200, { autoFormatExternal: false, autoFillTemplateExternal: true, autoGenerateReportExternal: false }),
      },
    })
    const fill = await screen.findByRole('switch', { name: 'Auto-Fill Template' })
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Auto-Format Only' })).toBeChecked()
    })
    await userEvent.click(fill)

    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(fill).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Auto-Format Only' })).not.toBeChecked()
    const [request] = requestsTo(fetchMock, '/api/external-transcript-preferences')
    expect(request?.method).toBe('PUT')
    expect(await request?.json()).toEqual({
      autoFormatExternal: false,
      autoFillTemplateExternal: true,
      autoGenerateReportExternal: false,
    })
    expect(screen.getByText('Only one auto-processing option can be enabled at a time.')).toBeInTheDocument()
  })

  it('puts the toggles back and says so when saving fails', async () => {
    renderWorkspace({
      routes: { '/api/external-transcript-preferences': () => json(500, { message: 'Internal error' }) },
    })
    const generate = await screen.findByRole('switch', { name: 'Auto-Generate Report' })
    await userEvent.click(generate)
    expect(await screen.findByText('Update Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to save preferences. Please try again.')).toBeInTheDocument()
    expect(generate).not.toBeChecked()
  })
})
