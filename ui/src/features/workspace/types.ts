import type { WriterChecks, WriterFindings } from '../writers'

export interface FormatRequest extends WriterChecks {
  transcript: string
  language: string
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
