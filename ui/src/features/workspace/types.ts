import type { PromptNotice } from '../editor/reportSlice'

export interface FormatRequest {
  transcript: string
  language: string
  enableContradictionDetection: boolean
}

// The server may name a contradiction as plain text or describe it fully.
export type DetectedContradiction = string | { id: string; text: string; sections?: string[]; options?: string[]; suggestedFix?: string }

// formattedContent may be missing from a malformed answer.
export interface FormatResponse extends PromptNotice {
  formattedContent?: string | null
  detectedContradictions?: DetectedContradiction[] | null
}

export interface FillRequest {
  transcript: string
  templateHtml: string
  language: string
}

export interface GenerateRequest {
  transcript: string
  language: string
}

// populatedHtml may be missing from a malformed answer, which the UI reports as such.
export interface ReportResponse extends Partial<PromptNotice> {
  reportContent?: { populatedHtml?: string | null } | null
}

export interface ExternalAutoProcessing {
  autoFormatExternal: boolean
  autoFillTemplateExternal: boolean
  autoGenerateReportExternal: boolean
}
