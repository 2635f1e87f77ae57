import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
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

function renderActions() {
  const fetchMock = stubApi({ '/api/auth/user': () => json(200, sampleUser()) })
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
})
