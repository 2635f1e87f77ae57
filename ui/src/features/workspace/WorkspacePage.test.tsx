import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { installFakeMicrophone } from '../../test/fakeMicrophone'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { ctHead, myChest } from '../../test/templates'
import { sampleUser } from '../../test/users'
import { contradictionsDetected, transcriptTyped } from '../report'
import { reportEditorModule } from '../editor'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'
import WorkspacePage from './WorkspacePage'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

afterEach(resetWorkspace)

const speechOn = { configured: true, provider: 'openai', streaming: false, maxAudioBytes: 26_214_400 }

const booby = {
  ...ctHead,
  id: 'm9',
  name: 'Tampered',
  templateHtml: '<p>Findings</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
}

function reportEditor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

describe('WorkspacePage', () => {
  it('loads the chosen template into the report editor', async () => {
    renderWorkspace()
    const templates = screen.getByRole('region', { name: 'Templates' })
    await userEvent.click(await within(templates).findByRole('button', { name: /CT Head/ }))

    const editor = screen.getByRole('textbox', { name: 'Report editor' })
    await waitFor(() => {
      expect(editor).toHaveTextContent('Brain: normal.')
    })
    expect(screen.queryByRole('button', { name: 'Select Template' })).not.toBeInTheDocument()
  })

  it('sanitises the template before the editor shows it', async () => {
    renderWorkspace({ routes: { '/api/medical-templates': () => json(200, [booby]) } })
    await userEvent.click(await screen.findByRole('button', { name: /Tampered/ }))
    const editor = screen.getByRole('textbox', { name: 'Report editor' })
    await waitFor(() => {
      expect(editor).toHaveTextContent('Findings')
    })
    expect(editor.querySelector('script')).toBeNull()
    expect(editor.querySelector('[onerror]')).toBeNull()
  })

  it('opens on the External Transcript tab without speech recognition; the voice tab says so and leads there', async () => {
    renderWorkspace()
    expect(screen.getByRole('tab', { name: 'External Transcript' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Voice Recording' }))
    expect(await screen.findByText('Speech recognition is not configured on this server.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open External Transcript' }))
    expect(screen.getByRole('tab', { name: 'External Transcript' })).toHaveAttribute('aria-selected', 'true')
  })

  it('opens on the Voice Recording tab when the server transcribes', async () => {
    renderWorkspace({ routes: { '/api/speech/status': () => json(200, speechOn) } })
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'Voice Recording' })).toHaveAttribute('aria-selected', 'true')
    })
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument()
  })

  it('folds the picker into a Select Template panel on a phone, closed once a template is chosen', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser()),
      '/api/medical-templates': () => json(200, [ctHead]),
      '/api/user-templates': () => json(200, [myChest]),
      '/api/template-filters': () => json(200, {}),
    })
    renderWithProviders(<WorkspacePage />)
    const panel = screen.getByRole('button', { name: /Select Template/ })
    expect(panel).toHaveAttribute('aria-expanded', 'true')
    // Stacked, the dictation comes first and the templates below it.
    expect(screen.getByRole('region', { name: 'Input' }).compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await userEvent.click(await screen.findByRole('button', { name: /My chest CT/ }))

    expect(panel).toHaveAttribute('aria-expanded', 'false')
    expect(within(panel).getByText('Template: My chest CT')).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Report editor' })).toHaveTextContent('Lungs: clear.')
    })

    await userEvent.click(panel)
    expect(panel).toHaveAttribute('aria-expanded', 'true')
  })

  it('New Report clears the transcript, the report, the template choice and the contradictions', async () => {
    renderWorkspace({ routes: { '/api/template-filters': () => json(200, {}) } })
    const templates = screen.getByRole('region', { name: 'Templates' })
    await userEvent.click(await within(templates).findByRole('button', { name: /CT Head/ }))
    act(() => {
      store.dispatch(transcriptTyped('Liver normal.'))
      store.dispatch(contradictionsDetected([{ id: 'c1', text: 'Left or right?', resolved: false }]))
    })
    await waitFor(() => {
      expect(reportEditor()).toHaveTextContent('Brain: normal.')
    })
    expect(screen.getByRole('region', { name: 'Detected Contradictions' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'New Report' }))

    expect(await screen.findByText('New Report Started')).toBeInTheDocument()
    expect(screen.getByLabelText('Transcript')).toHaveValue('')
    await waitFor(() => {
      expect(reportEditor()).toHaveTextContent('')
    })
    expect(screen.queryByRole('region', { name: 'Detected Contradictions' })).not.toBeInTheDocument()
    expect(within(templates).getByRole('button', { name: /CT Head/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('No template selected: choose one to fill it.')).toBeInTheDocument()
  })

  it("the editor's New Report also clears the session's recordings and asks the server to clear them", async () => {
    installFakeMicrophone()
    const fetchMock = renderWorkspace({
      routes: {
        '/api/speech/status': () => json(200, speechOn),
        '/api/recordings': () => json(201, { id: 'r1', sessionId: 'session-9', language: 'en', status: 'transcribing' }),
        '/api/transcribe': () => json(200, { recordingId: 'r1', text: 'liver normal', correctedText: 'Liver normal.', corrections: [], duration: 3 }),
        '/api/recording-sessions/session-9/clear-transcripts': () => json(200, { cleared: 1 }),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    const recordings = await screen.findByRole('region', { name: 'Session Recordings (1)' })
    expect(within(screen.getByRole('region', { name: 'Input' })).getByRole('region', { name: 'Session Recordings (1)' })).toBe(recordings)

    const report = screen.getByRole('region', { name: 'Radiology Report' })
    await userEvent.click(within(report).getByRole('button', { name: 'New Report' }))
    expect(await screen.findByText('New Report Started')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Session Recordings/ })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/recording-sessions/session-9/clear-transcripts')).toHaveLength(1)
  })

  it('puts the session recordings below the template panel on a phone', async () => {
    installFakeMicrophone()
    stubApi({
      '/api/auth/user': () => json(200, sampleUser()),
      '/api/medical-templates': () => json(200, [ctHead]),
      '/api/user-templates': () => json(200, [myChest]),
      '/api/template-filters': () => json(200, {}),
      '/api/speech/status': () => json(200, speechOn),
      '/api/recordings': () => json(201, { id: 'r1', sessionId: 'session-9', language: 'en', status: 'transcribing' }),
      '/api/transcribe': () => json(200, { recordingId: 'r1', text: 'liver normal', correctedText: 'Liver normal.', corrections: [], duration: 3 }),
    })
    renderWithProviders(<WorkspacePage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    const recordings = await screen.findByRole('region', { name: 'Session Recordings (1)' })
    const templates = screen.getByRole('button', { name: /Select Template/ })
    expect(within(screen.getByRole('region', { name: 'Input' })).queryByRole('region', { name: /Session Recordings/ })).toBeNull()
    expect(templates.compareDocumentPosition(recordings)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })
})
