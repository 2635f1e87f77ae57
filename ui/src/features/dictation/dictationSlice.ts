import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rootReducer } from '../../app/store'
import { newReportStarted } from '../report'
import type { Correction, CorrectionReview, CreatedRecording, StoredSession, Transcription } from './types'

export type SessionRecordingStatus = 'transcribing' | 'transcribed' | 'failed'

export interface SessionRecording {
  id: string
  language: string
  status: SessionRecordingStatus
  /** What the recogniser heard; only admins see it. */
  transcript: string | null
  /** The corrected transcript, with the person's edits. */
  correctedText: string | null
  corrections: Correction[]
  /** What the correction kept as dictated for the radiologist to read again. */
  review?: CorrectionReview[]
}

interface DictationState {
  /** Set by the server with the first recording; later recordings join it until New Report. */
  sessionId: string | null
  recordings: SessionRecording[]
  /** Recordings the auto-workflow has looked at: each gets one look. */
  autoWorkflowSeen: string[]
  /** Counts New Reports, so a recording stopped before one does not land in the next report. */
  reportNumber: number
}

const initialState: DictationState = { sessionId: null, recordings: [], autoWorkflowSeen: [], reportNumber: 0 }

function recordingOf(state: DictationState, id: string): SessionRecording | undefined {
  return state.recordings.find((recording) => recording.id === id)
}

// The recordings of the report being written (spec 000 "Session recordings list").
export const dictationSlice = createSlice({
  name: 'dictation',
  initialState,
  reducers: {
    recordingAdded(state, action: PayloadAction<CreatedRecording>) {
      const { id, sessionId, language } = action.payload
      state.sessionId ??= sessionId
      state.recordings.push({ id, language, status: 'transcribing', transcript: null, correctedText: null, corrections: [] })
    },
    recordingTranscribed(state, action: PayloadAction<Transcription>) {
      const { recordingId, text, correctedText, corrections, review } = action.payload
      const recording = recordingOf(state, recordingId)
      if (!recording) return
      recording.status = 'transcribed'
      recording.transcript = text
      recording.correctedText = correctedText
      recording.corrections = corrections ?? []
      recording.review = review ?? []
    },
    recordingFailed(state, action: PayloadAction<string>) {
      const recording = recordingOf(state, action.payload)
      if (recording) recording.status = 'failed'
    },
    correctedTextEdited(state, action: PayloadAction<{ id: string; text: string }>) {
      const recording = recordingOf(state, action.payload.id)
      if (recording) recording.correctedText = action.payload.text
    },
    autoWorkflowLooked(state, action: PayloadAction<string>) {
      state.autoWorkflowSeen.push(action.payload)
    },
    /**
     * The session kept across a reload is back as the server stored it. Its recordings were
     * acted on before the reload, so the auto-workflow leaves them be; one that was still being
     * recorded or transcribed lost its audio with the page.
     */
    sessionRestored(state, action: PayloadAction<StoredSession>) {
      if (state.sessionId !== null) return
      state.sessionId = action.payload.sessionId
      state.recordings = action.payload.recordings.map((stored) => ({
        id: stored.id,
        language: stored.language,
        status: stored.status === 'transcribed' || stored.status === 'completed' ? 'transcribed' : 'failed',
        transcript: stored.transcript === '' ? null : stored.transcript,
        correctedText: stored.correctedTranscript === '' ? null : stored.correctedTranscript,
        corrections: stored.corrections ?? [],
      }))
      state.autoWorkflowSeen = action.payload.recordings.map(({ id }) => id)
    },
  },
  extraReducers: (builder) => {
    builder.addCase(newReportStarted, (state) => ({ ...initialState, reportNumber: state.reportNumber + 1 }))
  },
  selectors: {
    selectSessionId: (state) => state.sessionId,
    selectRecordings: (state) => state.recordings,
    selectReportNumber: (state) => state.reportNumber,
  },
})

// In the store from the moment this feature loads (see app/store.ts).
const injectedSlice = dictationSlice.injectInto(rootReducer)

export const { recordingTranscribed, recordingFailed, correctedTextEdited, sessionRestored } = injectedSlice.actions
export const { selectSessionId, selectRecordings, selectReportNumber } = injectedSlice.selectors

type GetState = () => Parameters<typeof injectedSlice.selectSlice>[0]
type Dispatch = (action: PayloadAction<unknown>) => unknown

/**
 * Adds a created recording to the session unless New Report was pressed since it was stopped;
 * says whether it was added.
 */
export function recordingCreated(recording: CreatedRecording, reportNumber: number) {
  return (dispatch: Dispatch, getState: GetState): boolean => {
    if (injectedSlice.selectSlice(getState()).reportNumber !== reportNumber) return false
    dispatch(injectedSlice.actions.recordingAdded(recording))
    return true
  }
}

/** Marks a recording as looked at by the auto-workflow; true only the first time. */
export function autoWorkflowClaimed(recordingId: string) {
  return (dispatch: Dispatch, getState: GetState): boolean => {
    if (injectedSlice.selectSlice(getState()).autoWorkflowSeen.includes(recordingId)) return false
    dispatch(injectedSlice.actions.autoWorkflowLooked(recordingId))
    return true
  }
}
