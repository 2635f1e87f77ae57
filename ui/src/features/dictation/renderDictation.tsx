import { vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi, type Responder } from '../../test/stubApi'
import { keptUser, sampleUser } from '../../test/users'
import type { User } from '../auth'
import { newReportStarted, templateSelected, templateSelectionCleared } from '../report'
import { SessionRecordings } from './SessionRecordings'
import type { SpeechStatus } from './types'
import { VoicePanel } from './VoicePanel'

export const openAiSpeech: SpeechStatus = { configured: true, provider: 'openai', streaming: false, live: false, maxAudioBytes: 26_214_400 }
export const noSpeech: SpeechStatus = { configured: false, provider: 'none', streaming: false, live: false, maxAudioBytes: 26_214_400 }

export const createdRecording = (id: string, sessionId = 'session-1') => ({
  id,
  sessionId,
  language: 'en',
  status: 'transcribing',
  startTime: '2026-01-01T10:00:00.000Z',
  endTime: '2026-01-01T10:00:05.000Z',
  duration: 5,
  templateId: null,
  userTemplateId: null,
  fileSize: null,
  createdAt: '2026-01-01T10:00:05.000Z',
})

export const transcription = (recordingId: string, text: string, correctedText = text) => ({
  recordingId,
  text,
  correctedText,
  corrections: [],
  duration: 5,
})

/** The voice panel above the session's recordings, as the workspace shows them, over sensible API answers. */
export function renderDictation({
  user = {},
  speech = openAiSpeech,
  routes = {},
}: { user?: Partial<User>; speech?: Partial<SpeechStatus>; routes?: Record<string, Responder> } = {}) {
  const fetchMock = stubApi({
    '/api/speech/status': () => json(200, { ...openAiSpeech, ...speech }),
    '/api/recordings': () => json(201, createdRecording('r1')),
    '/api/transcribe': () => json(200, transcription('r1', 'liver normal')),
    '/api/recording-sessions/session-1/clear-transcripts': () => json(200, { cleared: 1 }),
    ...keptUser(sampleUser(user), routes),
  })
  const onOpenExternalTranscript = vi.fn()
  const onRemoteControl = vi.fn()
  renderWithProviders(
    <ToastScope>
      <VoicePanel onOpenExternalTranscript={onOpenExternalTranscript} onRemoteControl={onRemoteControl} />
      <SessionRecordings />
    </ToastScope>,
  )
  return { fetchMock, onOpenExternalTranscript, onRemoteControl }
}

export function chooseTemplate() {
  store.dispatch(
    templateSelected({ source: 'default', id: 'm1', name: 'CT Head', templateHtml: '<p>Brain: normal.</p>', modality: 'CT', language: 'en' }),
  )
}

/** The store outlives each test; this puts the session and the report back to blank. */
export function resetDictation() {
  store.dispatch(newReportStarted())
  store.dispatch(templateSelectionCleared())
  window.localStorage.clear()
}
