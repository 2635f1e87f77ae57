import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { copyReport } from '../../lib/clipboard'
import { downloadFile } from '../../lib/downloadFile'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { newReportStarted, reportWritten, templateSelected } from '../report'
import { ReportPanel } from './ReportPanel'

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
  it('offers FHIR JSON, which unticks Plain Text and the other way round', async () => {
    renderCopyControls()
    const plainText = screen.getByRole('checkbox', { name: 'Plain Text' })
    const fhir = screen.getByRole('checkbox', { name: 'FHIR JSON' })
    expect(plainText).toBeChecked()
    expect(fhir).not.toBeChecked()

    await userEvent.click(fhir)
    expect(fhir).toBeChecked()
    expect(plainText).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'HTML' })).toBeChecked()

    await userEvent.click(plainText)
    expect(plainText).toBeChecked()
    expect(fhir).not.toBeChecked()
  })

  it('asks the server for the DiagnosticReport and copies it with the ticked formats', async () => {
    vi.mocked(copyReport).mockResolvedValueOnce({ html: true, rtf: false, text: false, fhir: true })
    const fetchMock = renderCopyControls()
    await userEvent.click(screen.getByRole('checkbox', { name: 'FHIR JSON' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))

    expect(await screen.findByText('Report copied in HTML, FHIR JSON format(s).')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/export/fhir')
    expect(await request?.json()).toEqual({ html: '<p>Liver normal.</p>', language: 'en', templateId: 't1', modality: 'CT' })
    expect(copyReport).toHaveBeenCalledWith(
      '<p>Liver normal.</p>',
      { html: true, rtf: false, text: false, fhir: true },
      JSON.stringify(diagnosticReport, null, 2),
    )
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
