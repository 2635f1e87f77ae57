import { languageName } from '../../lib/languages'
import type { Contradiction } from '../report'
import type { ReportResponse, WriterFindings } from './types'

export const UNEXPECTED_RESPONSE = 'Received unexpected response format.'

/** The report of a fill or generate answer, or null when the answer is malformed. */
export function populatedHtmlOf(response: ReportResponse): string | null {
  const html = response.reportContent?.populatedHtml
  return typeof html === 'string' ? html : null
}

export function noticeOf(response: WriterFindings) {
  return { promptUsed: response.promptUsed ?? '', fallbackReason: response.fallbackReason ?? null }
}

/** Appended to the success toast of every writer (spec 000 section 8, 'Transcript Formatted'). */
export function contradictionsNote(contradictions: readonly Contradiction[]): string {
  return contradictions.length > 0 ? ` ${String(contradictions.length)} contradiction(s) detected` : ''
}

/**
 * Appended to the fill toast when the server filled the template in its own language rather
 * than the one selected (a German template with English selected).
 */
export function languageNote(response: ReportResponse, selected: string): string {
  const used = response.language
  if (typeof used !== 'string' || used === '' || used === selected) return ''
  const name = languageName(used)
  return ` The template is in ${name}, so it was filled with ${name} rules.`
}
