import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { selectReportOrigin } from '../report'
import { recordingCreated, recordingTranscribed, selectReportNumber } from './dictationSlice'
import { createdRecording, resetDictation, transcription } from './renderDictation'
import { useSessionActions, type SessionAction } from './useSessionActions'

afterEach(resetDictation)

function Actions() {
  const { run } = useSessionActions()
  const button = (action: SessionAction) => (
    <button
      type="button"
      onClick={() => {
        void run(action)
      }}
    >
      {action}
    </button>
  )
  return (
    <>
      {button('fill')}
      {button('generate')}
    </>
  )
}

const generated = { reportContent: { populatedHtml: '<p>Liver normal. Spleen normal.</p>' }, promptUsed: 'builtin', fallbackReason: null, detectedContradictions: [] }

function renderActions() {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/generate-report-voice': () => json(200, generated),
  })
  renderWithProviders(
    <ToastScope>
      <Actions />
    </ToastScope>,
  )
  return fetchMock
}

describe('useSessionActions', () => {
  it.each<SessionAction>(['fill', 'generate'])('asks for a recording before %s when the session has none', async (action) => {
    const fetchMock = renderActions()
    await userEvent.click(screen.getByRole('button', { name: action }))
    expect(await screen.findByText('No Transcripts')).toBeInTheDocument()
    expect(screen.getByText('Please record and transcribe audio first.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/populate-template-voice')).toHaveLength(0)
    expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(0)
  })

  it('asks for a template before filling', async () => {
    const fetchMock = renderActions()
    act(() => {
      store.dispatch(recordingCreated(createdRecording('r1'), selectReportNumber(store.getState())))
      store.dispatch(recordingTranscribed(transcription('r1', 'Liver normal.')))
    })
    await userEvent.click(screen.getByRole('button', { name: 'fill' }))
    expect(await screen.findByText('No Template Selected')).toBeInTheDocument()
    expect(screen.getByText('Please select a template before filling it with your transcript.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/populate-template-voice')).toHaveLength(0)
  })

  it('keeps the session and its latest recording as where the report came from, for the feedback', async () => {
    renderActions()
    act(() => {
      for (const [id, text] of [['r1', 'Liver normal.'], ['r2', 'Spleen normal.']] as const) {
        store.dispatch(recordingCreated(createdRecording(id), selectReportNumber(store.getState())))
        store.dispatch(recordingTranscribed(transcription(id, text)))
      }
    })
    await userEvent.click(screen.getByRole('button', { name: 'generate' }))
    expect(await screen.findByText('Report Generated')).toBeInTheDocument()
    expect(selectReportOrigin(store.getState())).toEqual({ source: 'voice', sessionId: 'session-1', recordingId: 'r2' })
  })
})
