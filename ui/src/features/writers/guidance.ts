import type { PatientDataFound, ReportGuidance, TranscriptSource } from '../report'
import type { WriterFindings } from './types'

/** The answer's guideline suggestions and critical findings, none of them inserted yet. */
export function guidanceFrom(response: WriterFindings): ReportGuidance {
  return {
    recommendations: (response.recommendations ?? []).map(({ id, guideline, finding, text, citation, branches }) => ({
      id,
      guideline,
      finding,
      text,
      citation,
      branches: (branches ?? []).map(({ key, label, text: branchText }) => ({ key, label, text: branchText })),
      inserted: false,
    })),
    criticalFindings: (response.criticalFindings ?? []).map(({ id, text, suggestedSentence }) => ({
      id,
      text,
      suggestedSentence,
      inserted: false,
    })),
  }
}

/** The patient data the server found in the transcript, or null when there was none. */
export function patientDataFrom(response: WriterFindings, source: TranscriptSource): PatientDataFound | null {
  const warnings = (response.phiWarnings ?? []).map(({ kind, text }) => ({ kind, text }))
  return warnings.length > 0 ? { source, warnings } : null
}
