import type { Schema } from '../../api/schemas'

export type FeedbackCategory = Schema<'FeedbackCategory'>

export const FEEDBACK_CATEGORIES: { value: FeedbackCategory; label: string }[] = [
  { value: 'formatting', label: 'Formatting issue' },
  { value: 'transcription', label: 'Inaccurate transcription' },
  { value: 'missing_terms', label: 'Missing medical terms' },
  { value: 'other', label: 'Other' },
]

/** What the feedback says about the report it rates; never the report or transcript itself. */
export interface FeedbackContext {
  language: string
  inputMethod: 'voice_recording' | 'external_transcript'
  /** The dictation session and recording a voice report came from; null for a pasted transcript. */
  sessionId: string | null
  recordingId: string | null
  templateId: string | null
  templateName: string | null
}

export interface FeedbackRequest extends FeedbackContext {
  feedbackType: 'positive' | 'negative'
  feedbackCategory: FeedbackCategory | null
  feedbackText: string | null
  templateUsed: boolean
}
