import type { Schema } from '../../api/schemas'
import type { PhiWarning, PromptNotice } from '../report'

// What the writer checks besides writing: statements that contradict each other, and clinical
// guidance (guideline follow-up and critical findings). The server does both unless told not to.
export interface WriterChecks {
  enableContradictionDetection: boolean
  enableGuidance: boolean
}

// Where the transcript came from: pasted or typed into the transcript box, or dictated. The
// route says it, so the statistics count reports by input method; it is not sent in the body.
export type TranscriptInput = 'pasted' | 'voice'

export interface FillRequest extends WriterChecks {
  transcript: string
  templateHtml: string
  language: string
  input?: TranscriptInput
}

export interface GenerateRequest extends WriterChecks {
  transcript: string
  language: string
  input?: TranscriptInput
}

// The server may name a contradiction as plain text or describe it fully.
export type DetectedContradiction = string | { id: string; text: string; sections?: string[]; options?: string[]; suggestedFix?: string }

export interface FoundRecommendation {
  id: string
  guideline: string
  finding: string
  text: string
  citation: string
  // The alternatives text holds (low and high risk), each to insert on its own; absent from an older server.
  branches?: { key: string; label: string; text: string }[]
}

export interface FoundCriticalFinding {
  id: string
  text: string
  suggestedSentence: string
}

// What every writer answers besides the report: the prompt used, the contradictions, the
// guidance for the report and the patient data in the transcript. An older server leaves the
// lists out.
export interface WriterFindings extends Partial<PromptNotice> {
  detectedContradictions?: DetectedContradiction[] | null
  recommendations?: FoundRecommendation[] | null
  criticalFindings?: FoundCriticalFinding[] | null
  phiWarnings?: PhiWarning[] | null
}

// populatedHtml may be missing from a malformed answer, which the UI reports as such.
export interface ReportResponse extends WriterFindings {
  reportContent?: { populatedHtml?: string | null } | null
  /** The language the report was written in: a fill uses its template's. */
  language?: string | null
}

/** GET /api/report-engine: false for the built-in engine, which writes by rules. */
export type ReportEngine = Schema<'ReportEngine'>

/** POST /api/write-impression: the editor's report, whose impression is written anew from its findings. */
export interface ImpressionRequest extends WriterChecks {
  reportHtml: string
  language: string
}

/** The impression's lines (numbered when several) and what the checks found in the report with it. */
export interface ImpressionResponse extends WriterFindings {
  impression?: { lines?: string[] | null; html?: string | null } | null
  language?: string | null
}
