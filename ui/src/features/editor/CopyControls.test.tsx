import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { copyReport } from '../../lib/clipboard'
import { downloadFile } from '../../lib/downloadFile'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { newReportStarted, reportWritten, templateSelected } from '../report'
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
vi.mock('../../lib/downloadFile', () => ({ downloadFile: vi.fn() }))

const diagnosticReport = { resourceType: 'DiagnosticReport', status: 'final' }

afterEach(() => {
  vi.mocked(copyReport).mockReset()
  vi.mocked(downloadFile).mockReset()
  store.dispatch(newReportStarted())
  window.localStorage.clear()
})

function renderCopyControls(fhirAnswer = () => new Response(JSON.stringify(diagnosticReport), { status: 200, headers: { 'Content-Type': 'application/fhir+json' } })) {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/export/fhir': fhirAnswer,
  })
  renderWithProviders(
    <ToastScope>
      <ReportPanel />
    </ToastScope>,
  )
  act(() => {
    store.dispatch(
      templateSelected({ source: 'default', id: 't1', name: 'CT Head', templateHtml: '', modality: 'CT', language: 'en' }),
    )
    store.dispatch(
      reportWritten({
        html: '<p>Liver normal.</p>',
        origin: { source: 'external', sessionId: null, recordingId: null },
        promptUsed: 'custom',
        fallbackReason: null,
      }),
    )
  })
  return fetchMock
}

describe('CopyControls', () => {
  it('offers HTML, RTF and Plain Text; FHIR JSON is a download, never a copy format', () => {
    renderCopyControls()
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual([
      'HTML',
      'RTF',
      'Plain Text',
    ])
    expect(screen.queryByRole('checkbox', { name: 'FHIR JSON' })).not.toBeInTheDocument()
  })

  it('copies the ticked formats alone, without asking for FHIR JSON, though a stored tick says so', async () => {
    window.localStorage.setItem('radscribe.copyFormats', JSON.stringify({ html: true, rtf: false, text: true, fhir: true }))
    vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: false, text: true })
    const fetchMock = renderCopyControls()
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))

    expect(await screen.findByText('Report copied in HTML, Plain Text format(s).')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/export/fhir')).toEqual([])
    expect(copyReport).toHaveBeenCalledTimes(1)
    expect(vi.mocked(copyReport).mock.calls[0]).toHaveLength(2)
  })

  it('downloads the DiagnosticReport as a .json file', async () => {
    renderCopyControls()
    await userEvent.click(screen.getByRole('button', { name: 'Download FHIR (.json)' }))

    await waitFor(() => {
      expect(downloadFile).toHaveBeenCalledWith('diagnostic-report.json', JSON.stringify(diagnosticReport, null, 2), 'application/fhir+json')
    })
    expect(copyReport).not.toHaveBeenCalled()
  })

  it("shows the server's message when the report cannot be exported", async () => {
    renderCopyControls(() => json(400, { message: 'The report is empty: there is nothing to export.' }))
    await userEvent.click(screen.getByRole('button', { name: 'Download FHIR (.json)' }))

    expect(await screen.findByText('Download Failed')).toBeInTheDocument()
    expect(screen.getByText('The report is empty: there is nothing to export.')).toBeInTheDocument()
    expect(downloadFile).not.toHaveBeenCalled()
  })
})
