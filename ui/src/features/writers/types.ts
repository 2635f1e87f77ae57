import type { PromptNotice } from '../report'

// Whether the writer also looks for statements that contradict each other.
export interface ContradictionDetectionChoice {
  enableContradictionDetection: boolean
}

export interface FillRequest extends ContradictionDetectionChoice {
  transcript: string
  templateHtml: string
  language: string
}

export interface GenerateRequest extends ContradictionDetectionChoice {
  transcript: string
  language: string
}

// The server may name a contradiction as plain text or describe it fully.
export type DetectedContradiction = string | { id: string; text: string; sections?: string[]; options?: string[]; suggestedFix?: string }

// What every writer answers besides the report: the prompt used and the contradictions found.
export interface WriterFindings extends Partial<PromptNotice> {
  detectedContradictions?: DetectedContradiction[] | null
}

// populatedHtml may be missing from a malformed answer, which the UI reports as such.
export interface ReportResponse extends WriterFindings {
  reportContent?: { populatedHtml?: string | null } | null
}
