// The dictation session of the report being written, kept in this tab's sessionStorage so that a
// reload brings its recordings back (GET /api/recording-sessions/{id}). Only the session's id is
// kept, keyed by user; it is forgotten on New Report and on sign-out.
import { forgetKeys, tabStorage } from './tabStorage'

const PREFIX = 'radscribe.dictationSession.'

export function keepSession(userId: string, sessionId: string) {
  try {
    tabStorage()?.setItem(PREFIX + userId, sessionId)
  } catch {
    // Refused: only a reload would lose the session's list, not its recordings.
  }
}

export function keptSession(userId: string): string | null {
  return tabStorage()?.getItem(PREFIX + userId) ?? null
}

/** Forgets the kept sessions of every user but keepFor (every user without it: sign-out). */
export function forgetKeptSessions(keepFor?: string) {
  forgetKeys(PREFIX, keepFor)
}
