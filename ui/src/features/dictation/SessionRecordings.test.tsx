import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { json, requestsTo } from '../../test/stubApi'
import { patientDataFound, reportWritten, selectReportHtml, selectSelectedTemplate } from '../report'
import { recordingCreated, recordingFailed, recordingTranscribed, selectRecordings, selectReportNumber, selectSessionId } from './dictationSlice'
import { chooseTemplate, createdRecording, renderDictation, resetDictation, transcription } from './renderDictation'

afterEach(resetDictation)

const filled = { reportContent: { populatedHtml: '<p>Brain: small old infarct.</p>' }, promptUsed: 'builtin', fallbackReason: null, detectedContradictions: [] }
const generated = {
  reportContent: { populatedHtml: '<p>Generated report.</p>' },
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: ['Left or right?'],
}

function addRecording(id: string) {
  act(() => {
    store.dispatch(recordingCreated(createdRecording(id), selectReportNumber(store.getState())))
  })
}

function transcribe(id: string, text: string, corrected = text) {
  act(() => {
    store.dispatch(recordingTranscribed(transcription(id, text, corrected)))
  })
}

function addTranscribed(id: string, text: string, corrected = text) {
  addRecording(id)
  transcribe(id, text, corrected)
}

function list() {
  return screen.getByRole('region', { name: /Session Recordings/ })
}

function button(name: string) {
  return within(list()).getByRole('button', { name })
}

describe('SessionRecordings', () => {
  it('is not shown before the first recording', async () => {
    renderDictation()
    await screen.findByText('Ready to record')
    expect(screen.queryByRole('region', { name: /Session Recordings/ })).not.toBeInTheDocument()
  })

  it('lists each recording with its status, the raw transcript hidden from non-admins', async () => {
    renderDictation()
    addTranscribed('r1', 'liver normal period', 'Liver normal.')
    addRecording('r2')
    expect(await screen.findByRole('region', { name: 'Session Recordings (2)' })).toBeInTheDocument()
    const [first, second] = within(list()).getAllByRole('article')
    expect(within(first as HTMLElement).getByText('Transcript 1')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByText('Transcribed')).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText('Transcript 2')).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText('Transcribing')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Corrected transcript 1' })).toHaveValue('Liver normal.')
    expect(screen.queryByText('liver normal period')).not.toBeInTheDocument()
    expect(screen.queryByText('Raw transcript (admins only)')).not.toBeInTheDocument()
  })

  it('shows a self-correction kept as dictated as a warning under its transcript', async () => {
    renderDictation()
    addRecording('r1')
    act(() => {
      store.dispatch(
        recordingTranscribed({
          ...transcription('r1', 'left kidney sorry enlarged', 'Left kidney, sorry, enlarged.'),
          review: [{ text: 'Left kidney, sorry, enlarged.', reason: 'self-correction cue without a matching word before it' }],
        }),
      )
    })
    const [entry] = within(await screen.findByRole('region', { name: /Session Recordings/ })).getAllByRole('article')
    expect(within(entry as HTMLElement).getByRole('alert')).toHaveTextContent('Kept as dictated, please check: “Left kidney, sorry, enlarged.”')
    expect(within(entry as HTMLElement).getByRole('alert')).toHaveTextContent('self-correction cue without a matching word before it')
  })

  it('shows no warning when nothing was kept for review', async () => {
    renderDictation()
    addTranscribed('r1', 'liver normal period', 'Liver normal.')
    await screen.findByRole('region', { name: /Session Recordings/ })
    expect(within(list()).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows admins the raw transcript too', async () => {
    renderDictation({ user: { role: 'admin' } })
    addTranscribed('r1', 'liver normal period', 'Liver normal.')
    expect(await screen.findByText('Raw transcript (admins only)')).toBeInTheDocument()
    expect(screen.getByLabelText('Raw transcript 1')).toHaveTextContent('liver normal period')
  })

  it('fills the selected template from the edited transcripts joined by spaces, raw text where none is corrected', async () => {
    const { fetchMock } = renderDictation({ routes: { '/api/populate-template-voice': () => json(200, filled) } })
    addTranscribed('r1', 'old infarct', 'Small old infarct.')
    addTranscribed('r2', 'no bleed', '')
    expect(button('Fill Template')).toBeDisabled()
    act(chooseTemplate)
    expect(button('Fill Template')).toBeEnabled()

    const corrected = screen.getByRole('textbox', { name: 'Corrected transcript 1' })
    fireEvent.change(corrected, { target: { value: 'Small old infarct left.' } })
    await userEvent.click(button('Fill Template'))

    expect(await screen.findByText('Template Filled')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/populate-template-voice')
    expect(await request?.json()).toEqual({
      transcript: 'Small old infarct left. no bleed',
      templateHtml: '<p>Brain: normal.</p>',
      language: 'en',
      enableContradictionDetection: true,
      enableGuidance: true,
    })
    expect(selectReportHtml(store.getState())).toBe('<p>Brain: small old infarct.</p>')
  })

  it('generates from scratch after clearing the template and the editor, and lists the contradictions', async () => {
    let seenBeforeAnswer: { template: unknown; html: string } | null = null
    const { fetchMock } = renderDictation({
      routes: {
        '/api/generate-report-voice': () => {
          seenBeforeAnswer = { template: selectSelectedTemplate(store.getState()), html: selectReportHtml(store.getState()) }
          return json(200, generated)
        },
      },
    })
    act(() => {
      chooseTemplate()
      store.dispatch(reportWritten({ html: '<p>Old report.</p>', origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'builtin', fallbackReason: null }))
    })
    addTranscribed('r1', 'Spleen 14 cm.')
    await userEvent.click(button('Generate from Scratch'))

    expect(await screen.findByText('Report Generated')).toBeInTheDocument()
    expect(screen.getByText(/1 contradiction\(s\) detected/)).toBeInTheDocument()
    expect(seenBeforeAnswer).toEqual({ template: null, html: '' })
    expect(await requestsTo(fetchMock, '/api/generate-report-voice')[0]?.json()).toEqual({
      transcript: 'Spleen 14 cm.',
      language: 'en',
      enableContradictionDetection: true,
      enableGuidance: true,
    })
    expect(selectReportHtml(store.getState())).toBe('<p>Generated report.</p>')
  })

  it.each([
    ['fill', 'Fill Template', '/api/populate-template-voice', 'Template Population Failed', 'Failed to fill template. Please try again.'],
    ['generate', 'Generate from Scratch', '/api/generate-report-voice', 'Report Generation Failed', 'Failed to generate report. Please try again.'],
  ])('says %s failed with the server\'s message or a default', async (_action, label, path, title, fallback) => {
    let answer = json(502, { message: 'The writer is not answering.' })
    renderDictation({ routes: { [path]: () => answer } })
    act(chooseTemplate)
    addTranscribed('r1', 'Spleen 14 cm.')

    await userEvent.click(button(label))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText('The writer is not answering.')).toBeInTheDocument()

    answer = new Response(null, { status: 500 })
    act(chooseTemplate)
    await userEvent.click(button(label))
    expect(await screen.findByText(fallback)).toBeInTheDocument()
  })

  it.each([
    ['fill', 'Fill Template', '/api/populate-template-voice', 'Template Filled'],
    ['generate', 'Generate from Scratch', '/api/generate-report-voice', 'Report Generated'],
  ])('%s sends the clinical-guidance choice stored at the time', async (_action, label, path, toast) => {
    const { fetchMock } = renderDictation({ routes: { [path]: () => json(200, filled) } })
    addTranscribed('r1', 'Nodule 7 mm.')
    act(chooseTemplate)
    // Switched off in the External Transcript panel after this list was drawn.
    window.localStorage.setItem('radscribe.clinicalGuidance', JSON.stringify({ enabled: false }))
    await userEvent.click(button(label))
    await screen.findByText(toast)
    expect(await requestsTo(fetchMock, path)[0]?.json()).toMatchObject({ enableContradictionDetection: true, enableGuidance: false })
  })

  it('warns of patient data found in the dictation, not of that found in a pasted transcript', async () => {
    const withName = { ...generated, phiWarnings: [{ kind: 'dateOfBirth', text: '01.02.1960' }] }
    renderDictation({ routes: { '/api/generate-report-voice': () => json(200, withName) } })
    addTranscribed('r1', 'Born 01.02.1960. Liver normal.')
    act(() => {
      store.dispatch(patientDataFound({ source: 'external', warnings: [{ kind: 'name', text: 'John Miller' }] }))
    })
    expect(within(list()).queryByText(/Possible patient data found/)).not.toBeInTheDocument()
    await userEvent.click(button('Generate from Scratch'))
    await screen.findByText('Report Generated')

    expect(within(list()).getByText('Possible patient data found: date of birth "01.02.1960"')).toBeInTheDocument()
    expect(
      within(list()).getByText('Remove it from the corrected transcripts, and make sure the report does not contain it.'),
    ).toBeInTheDocument()
  })

  it('asks for transcript content when no recording has any', async () => {
    const { fetchMock } = renderDictation()
    addRecording('r1')
    act(() => {
      store.dispatch(recordingFailed('r1'))
    })
    expect(within(list()).getByText('Failed')).toBeInTheDocument()
    await userEvent.click(button('Generate from Scratch'))
    expect(await screen.findByText('No Transcripts')).toBeInTheDocument()
    expect(screen.getByText('No transcript content available')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(0)
  })
})

describe('New Report in the session list', () => {
  it('clears the recordings and the session and asks the server to clear its transcripts', async () => {
    const { fetchMock } = renderDictation({
      routes: { '/api/recording-sessions/session-1/clear-transcripts': () => json(200, { cleared: 1 }) },
    })
    addTranscribed('r1', 'Liver normal.')
    expect(selectSessionId(store.getState())).toBe('session-1')
    act(chooseTemplate)

    await userEvent.click(button('New Report'))
    expect(await screen.findByText('New Report Started')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Session Recordings/ })).not.toBeInTheDocument()
    expect(selectRecordings(store.getState())).toEqual([])
    expect(selectSessionId(store.getState())).toBeNull()
    expect(selectSelectedTemplate(store.getState())).toBeNull()
    const [clear] = requestsTo(fetchMock, '/api/recording-sessions/session-1/clear-transcripts')
    expect(clear?.method).toBe('POST')
  })

  it('starts the new report even when the server cannot clear the transcripts', async () => {
    const { fetchMock } = renderDictation({
      routes: { '/api/recording-sessions/session-1/clear-transcripts': () => json(500, { message: 'Internal error' }) },
    })
    addTranscribed('r1', 'Liver normal.')
    await userEvent.click(button('New Report'))
    expect(await screen.findByText('New Report Started')).toBeInTheDocument()
    expect(selectRecordings(store.getState())).toEqual([])
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/recording-sessions/session-1/clear-transcripts')).toHaveLength(1)
    })
  })

})
