import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { newReportStarted } from '../report'
import { recordingCreated, selectReportNumber, selectSessionId } from './dictationSlice'
import { createdRecording, resetDictation } from './renderDictation'
import { SessionRecordings } from './SessionRecordings'
import { useKeptSession } from './useKeptSession'

const KEY = 'radscribe.dictationSession.u1'

function Workspace() {
  useKeptSession()
  return (
    <ToastScope>
      <SessionRecordings />
    </ToastScope>
  )
}

const stored = (id: string, status: string, correctedTranscript: string) => ({
  ...createdRecording(id, 's1'),
  status,
  transcript: correctedTranscript.toLowerCase(),
  correctedTranscript,
  correctedText: correctedTranscript,
  corrections: [],
})

function render(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ '/api/auth/user': () => json(200, sampleUser()), ...routes })
}

afterEach(() => {
  resetDictation()
  window.sessionStorage.clear()
})

describe('useKeptSession', () => {
  it('brings the session back after a reload, a recording cut off by it as failed', async () => {
    window.sessionStorage.setItem(KEY, 's1')
    const fetchMock = render({
      '/api/recording-sessions/s1': () =>
        json(200, {
          sessionId: 's1',
          recordings: [stored('r1', 'transcribed', 'Liver normal.'), stored('r2', 'transcribing', '')],
          transcript: 'Liver normal.',
        }),
    })
    renderWithProviders(<Workspace />)

    const list = await screen.findByRole('region', { name: 'Session Recordings (2)' })
    expect(within(list).getByDisplayValue('Liver normal.')).toBeInTheDocument()
    expect(within(list).getByText(/failed/i)).toBeInTheDocument()
    expect(selectSessionId(store.getState())).toBe('s1')
    expect(requestsTo(fetchMock, '/api/recording-sessions/s1')).toHaveLength(1)
  })

  it('keeps the session while it lasts and forgets it with New Report', async () => {
    render()
    renderWithProviders(<Workspace />)
    act(() => {
      store.dispatch(recordingCreated(createdRecording('r1', 's7'), selectReportNumber(store.getState())))
    })
    await waitFor(() => {
      expect(window.sessionStorage.getItem(KEY)).toBe('s7')
    })
    act(() => {
      store.dispatch(newReportStarted())
    })
    await waitFor(() => {
      expect(window.sessionStorage.getItem(KEY)).toBeNull()
    })
  })

  it('forgets a session the server no longer has', async () => {
    window.sessionStorage.setItem(KEY, 'gone')
    const fetchMock = render({ '/api/recording-sessions/gone': () => json(404, { message: 'Session not found' }) })
    renderWithProviders(<Workspace />)
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/recording-sessions/gone')).toHaveLength(1)
    })
    await waitFor(() => {
      expect(window.sessionStorage.getItem(KEY)).toBeNull()
    })
    expect(screen.queryByRole('region', { name: /Session Recordings/ })).not.toBeInTheDocument()
  })

  it('never restores another user\'s session', async () => {
    window.sessionStorage.setItem('radscribe.dictationSession.u2', 's9')
    const fetchMock = render()
    renderWithProviders(<Workspace />)
    await waitFor(() => {
      expect(window.sessionStorage.getItem('radscribe.dictationSession.u2')).toBeNull()
    })
    expect(requestsTo(fetchMock, '/api/recording-sessions/s9')).toHaveLength(0)
  })
})
