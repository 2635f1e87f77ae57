import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { CopyFailedError, copyReport, NoFormatSelectedError } from '../../lib/clipboard'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { authApi } from '../auth'
import { newReportStarted, reportWritten, type ReportOrigin } from '../report'
import { PROMPT_NOTICE_HIDE_MS } from './PromptNotices'
import { ReportPanel } from './ReportPanel'
import { reportEditorModule } from './reportEditorModule'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

vi.mock('../../lib/clipboard', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/clipboard')>()),
  copyReport: vi.fn(),
}))

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(copyReport).mockReset()
  store.dispatch(newReportStarted())
  window.localStorage.clear()
})

// The report column on its own; the workspace's tests cover it alongside the other columns.
function renderReportPanel(user = sampleUser()) {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, user),
    '/api/feedback': () => json(201, { id: 'f1' }),
  })
  renderWithProviders(
    <ToastScope>
      <ReportPanel />
    </ToastScope>,
  )
  return fetchMock
}

function editor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

const pasted: ReportOrigin = { source: 'external', sessionId: null, recordingId: null }

function writeReport(fallbackReason: string | null = null, origin = pasted) {
  act(() => {
    store.dispatch(reportWritten({ html: '<p>Liver normal.</p>', origin, promptUsed: 'custom', fallbackReason }))
  })
}

// Copies the report and rates it good; returns the feedback request's body.
async function rateGood(fetchMock: ReturnType<typeof stubApi>): Promise<unknown> {
  vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: false, text: true })
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Good report' }, { timeout: 3000 }))
  await screen.findByText('Feedback Submitted')
  const [request] = requestsTo(fetchMock, '/api/feedback')
  return request?.json()
}

describe('ReportPanel', () => {
  it('says in the feedback that a pasted transcript was the source', async () => {
    const fetchMock = renderReportPanel()
    writeReport()
    expect(await rateGood(fetchMock)).toMatchObject({ inputMethod: 'external_transcript', sessionId: null, recordingId: null })
  })

  it('names the dictation session and its recording in the feedback on a voice report', async () => {
    const fetchMock = renderReportPanel()
    writeReport(null, { source: 'voice', sessionId: 's1', recordingId: 'r2' })
    expect(await rateGood(fetchMock)).toMatchObject({ inputMethod: 'voice_recording', sessionId: 's1', recordingId: 'r2' })
  })

  it('copies in the ticked formats, confirms, then asks how the report was', async () => {
    vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: false, text: true })
    // Fake timers that still follow the clock, so clicking works and the confirmation can be skipped.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    renderReportPanel()
    writeReport()
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))

    expect(copyReport).toHaveBeenCalledWith('<p>Liver normal.</p>', { html: true, rtf: false, text: true })
    expect(await screen.findByText('Report Copied')).toBeInTheDocument()
    expect(screen.getByText('Report copied in HTML, Plain Text format(s).')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByRole('dialog', { name: 'How was this report?' }, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
  })

  it('remembers the copy formats and passes them on', async () => {
    vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: true, text: true })
    renderReportPanel()
    writeReport()
    await userEvent.click(screen.getByRole('checkbox', { name: 'RTF' }))
    expect(JSON.parse(window.localStorage.getItem('radscribe.copyFormats') ?? '{}')).toEqual({ html: true, rtf: true, text: true })
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Report copied in HTML, RTF, Plain Text format(s).')).toBeInTheDocument()
  })

  it('copies with Ctrl+Enter in the editor; Escape leaves the editor', async () => {
    vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: false, text: true })
    renderReportPanel()
    writeReport()
    editor().focus()
    fireEvent.keyDown(editor(), { key: 'Escape' })
    expect(editor()).not.toHaveFocus()
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true })
    expect(copyReport).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Report Copied')).toBeInTheDocument()
    expect(screen.getByText('Press Ctrl+Enter to copy to clipboard')).toBeInTheDocument()
  })

  it.each<[Error, string, string]>([
    [new NoFormatSelectedError('none'), 'No Format Selected', 'Please select at least one copy format.'],
    [
      new CopyFailedError('refused'),
      'Copy Failed',
      'Failed to copy report to clipboard. Please try selecting the text manually and using Ctrl+C.',
    ],
  ])('says why a copy did not happen (%s)', async (error, title, description) => {
    vi.mocked(copyReport).mockRejectedValueOnce(error)
    renderReportPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
  })

  it('sanitises pasted HTML', () => {
    renderReportPanel()
    const clipboardData = {
      getData: (type: string) => (type === 'text/html' ? '<p>Pasted<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' : ''),
    }
    fireEvent.paste(editor(), { clipboardData })
    expect(editor()).toHaveTextContent('Pasted')
    expect(editor().querySelector('script, [onerror]')).toBeNull()
  })

  it('says which prompt wrote the report, for 8 s', () => {
    renderReportPanel()
    vi.useFakeTimers()
    writeReport()
    expect(screen.getByText('Written with your custom prompt.')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(PROMPT_NOTICE_HIDE_MS)
    })
    expect(screen.queryByText('Written with your custom prompt.')).not.toBeInTheDocument()
  })

  it('explains when the custom prompt failed', () => {
    renderReportPanel()
    writeReport('The model timed out')
    expect(screen.getByText('Custom Prompt Failed')).toBeInTheDocument()
    expect(screen.getByText('Your custom prompt encountered an issue. The default prompt was used instead.')).toBeInTheDocument()
    expect(screen.getByText('Reason: The model timed out')).toBeInTheDocument()
    expect(screen.getByText('Consider reviewing your custom prompts in Profile → AI Prompts.')).toBeInTheDocument()
  })

  // The built-in engine answers every report with fallbackReason builtin_engine: it reads no prompts.
  function writeBuiltinReport() {
    act(() => {
      store.dispatch(reportWritten({ html: '<p>Liver normal.</p>', origin: pasted, promptUsed: 'builtin', fallbackReason: 'builtin_engine' }))
    })
  }

  it('tells a user with custom prompts on that the built-in engine did not use them', async () => {
    renderReportPanel(sampleUser({ useCustomTemplatePopulationPrompt: true, customTemplatePopulationPrompt: 'Be terse.' }))
    writeBuiltinReport()
    expect(screen.getByText('Written with the built-in report engine.')).toBeInTheDocument()
    expect(await screen.findByText('Custom Prompts Not Used')).toBeInTheDocument()
    expect(
      screen.getByText(
        "This server writes reports with RadScribe's built-in engine, which follows fixed rules and reads no prompts, so your custom prompts were not used.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Custom Prompt Failed')).not.toBeInTheDocument()
    expect(screen.queryByText(/builtin_engine/)).not.toBeInTheDocument()
  })

  it('says nothing about prompts to a user who uses none, under the built-in engine', async () => {
    renderReportPanel(sampleUser({ useCustomTemplatePopulationPrompt: true, customTemplatePopulationPrompt: '  ' }))
    await act(async () => {
      await store.dispatch(authApi.endpoints.getCurrentUser.initiate())
    })
    writeBuiltinReport()
    expect(screen.getByText('Written with the built-in report engine.')).toBeInTheDocument()
    expect(screen.queryByText('Custom Prompts Not Used')).not.toBeInTheDocument()
    expect(screen.queryByText('Custom Prompt Failed')).not.toBeInTheDocument()
  })
})
