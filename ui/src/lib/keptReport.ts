// The report in the editor, kept in this tab's sessionStorage so that a reload does not lose it.
//
// Safe because it stays in the user's own browser: sessionStorage is never sent to the server,
// so no report text reaches a log, a job argument or a metric; it is this tab's alone and goes
// when the tab is closed. It is keyed by user (another account signing in in the tab never sees
// it) and forgotten on New Report and on sign-out.

import { forgetKeys, tabStorage as storage } from './tabStorage'

const PREFIX = 'radscribe.keptReport.'

export interface KeptReport {
  /** What the editor held. */
  html: string
  /** What the last action had put there (the report was edited when they differ). */
  writtenHtml: string
}

export function keepReport(userId: string, report: KeptReport) {
  try {
    storage()?.setItem(PREFIX + userId, JSON.stringify(report))
  } catch {
    // Full or refused: the report stays in the editor, only a reload would lose it.
  }
}

export function keptReport(userId: string): KeptReport | null {
  const saved = storage()?.getItem(PREFIX + userId)
  if (saved == null) return null
  try {
    const parsed: unknown = JSON.parse(saved)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { html, writtenHtml } = parsed as Partial<KeptReport>
    return typeof html === 'string' && typeof writtenHtml === 'string' ? { html, writtenHtml } : null
  } catch {
    return null
  }
}

/** Forgets the kept reports of every user but keepFor (every user without it: sign-out). */
export function forgetKeptReports(keepFor?: string) {
  forgetKeys(PREFIX, keepFor)
}
