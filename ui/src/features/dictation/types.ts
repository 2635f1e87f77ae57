import type { Schema } from '../../api/schemas'

// GET /api/speech/status: whether this server can turn speech into text, and how.
export interface SpeechStatus {
  configured: boolean
  provider: 'none' | 'openai' | 'google'
  /** The server can answer POST /api/transcribe as a stream of partial text. */
  streaming: boolean
  /** The server shows the words while they are spoken (GET /api/live-dictation). */
  live: boolean
  maxAudioBytes: number
}

export interface NewRecording {
  language: string
  /** 'recording' for live dictation, created when recording starts. */
  status: 'transcribing' | 'recording'
  /** Absent for the first recording: the server starts the session. */
  sessionId?: string
  startTime: string
  endTime?: string
  /** Seconds of audio, pauses left out. */
  duration?: number
  templateId?: string
  userTemplateId?: string
}

export interface CreatedRecording {
  id: string
  sessionId: string
  language: string
  status: string
}

/** One word or phrase the medical-vocabulary correction changed (as POST /api/correct-transcript). */
export type Correction = Schema<'Correction'>

/** A stretch the correction kept as dictated because it could not tell what was meant. */
export type CorrectionReview = Schema<'CorrectionReview'>

export interface Transcription {
  recordingId: string
  text: string
  correctedText: string
  corrections: Correction[] | null
  review?: CorrectionReview[] | null
  duration: number
}

export type RecordingWorkflow = Schema<'RecordingWorkflow'>

/** A recording as GET /api/recording-sessions/{id} answers it (the fields the session list shows). */
export interface StoredRecording {
  id: string
  language: string
  status: string
  transcript: string
  correctedTranscript: string
  corrections: Correction[] | null
}

export interface StoredSession {
  sessionId: string
  recordings: StoredRecording[]
}

export type VoiceCommandKind = 'new_paragraph' | 'next_field' | 'previous_field' | 'scratch_that' | 'insert_macro' | 'stop_dictation'

/** GET /api/voice-commands: each command's phrases in one dictation language. */
export interface VoiceCommands {
  language: string
  commands: { kind: VoiceCommandKind; phrases: string[] }[]
}
