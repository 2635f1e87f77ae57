import type { Schema } from '../../api/schemas'
import type { WriterChecks, WriterFindings } from '../writers'

export interface FormatRequest extends WriterChecks {
  transcript: string
  language: string
}

// formattedContent may be missing from a malformed answer.
export interface FormatResponse extends WriterFindings {
  formattedContent?: string | null
}

export type ExternalAutoProcessing = Schema<'ExternalAutoProcessing'>
