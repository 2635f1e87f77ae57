// Where the voice panel is between two recordings; while recording, the recorder's own state
// decides the status text instead.
export type DictationPhase =
  | 'ready'
  | 'recordingFailed'
  | 'finished'
  | 'transcribing'
  | 'completed'
  | 'transcriptionFailed'

// Spec 000 section 4, "Recording".
export const PHASE_TEXT: Record<DictationPhase, string> = {
  ready: 'Ready to record',
  recordingFailed: 'Recording failed',
  finished: 'Recording finished',
  transcribing: 'Transcribing...',
  completed: 'Processing completed',
  transcriptionFailed: 'Transcription failed',
}

export const RECORDING_TEXT = 'Recording...'
export const PAUSED_TEXT = 'Recording paused'

/** A stopped recording is being saved or transcribed: no new recording until it is done. */
export function isTranscriptionPending(phase: DictationPhase): boolean {
  return phase === 'finished' || phase === 'transcribing'
}

/** The timer's mm:ss; minutes go past 59 rather than wrap. */
export function formatElapsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
