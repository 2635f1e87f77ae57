import type { WriterFindings } from '../writers'

export interface FormatRequest {
  transcript: string
  language: string
  /** Whether the writer also looks for statements that contradict each other. */
  enableContradictionDetection: boolean
}

// formattedContent may be missing from a malformed answer.
export interface FormatResponse extends WriterFindings {
  formattedContent?: string | null
}

export interface ExternalAutoProcessing {
  autoFormatExternal: boolean
  autoFillTemplateExternal: boolean
  autoGenerateReportExternal: boolean
}
