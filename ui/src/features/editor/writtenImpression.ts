import type { AppDispatch } from '../../app/store'
import { contradictionsDetected, guidanceFound, type ReportGuidance } from '../report'
import { writeImpression, type ImpressionRequest } from '../writers'
import type { ReportEditorHandle } from './ReportEditor'

// The impression's lines a radiologist put there from the checks (a follow-up, a critical
// finding's sentence), which the new impression keeps.
function acceptedTexts(guidance: ReportGuidance): Set<string> {
  const texts = [
    ...guidance.recommendations.filter((r) => r.inserted).flatMap((r) => [r.text, ...r.branches.map((b) => b.text)]),
    ...guidance.criticalFindings.filter((c) => c.inserted).map((c) => c.suggestedSentence),
  ]
  return new Set(texts.map((text) => text.trim()))
}

// The new answer's guidance, with what the impression still holds marked inserted.
function stillInserted(guidance: ReportGuidance, kept: Set<string>): ReportGuidance {
  return {
    recommendations: guidance.recommendations.map((r) => ({
      ...r,
      inserted: [r.text, ...r.branches.map((b) => b.text)].some((text) => kept.has(text.trim())),
    })),
    criticalFindings: guidance.criticalFindings.map((c) => ({ ...c, inserted: kept.has(c.suggestedSentence.trim()) })),
  }
}

/**
 * Asks for the impression of the report's findings as they stand and puts it in the editor in
 * place of the old one, as one undoable change, keeping what the radiologist inserted from the
 * checks; the checks of the report with it replace the earlier ones. Returns how many
 * contradictions they found, or null when there was no editor to write into.
 */
export async function putWrittenImpression(
  dispatch: AppDispatch,
  editor: ReportEditorHandle | null,
  request: ImpressionRequest,
  guidance: ReportGuidance,
): Promise<number | null> {
  const written = await writeImpression(dispatch, request)
  const accepted = acceptedTexts(guidance)
  const kept = new Set<string>()
  const keep = (line: string) => {
    if (!accepted.has(line)) return false
    kept.add(line)
    return true
  }
  const applied = editor?.replaceImpression(written.lines, request.language, keep) ?? false
  if (!applied) return null
  dispatch(contradictionsDetected(written.contradictions))
  dispatch(guidanceFound(stillInserted(written.guidance, kept)))
  return written.contradictions.length
}
