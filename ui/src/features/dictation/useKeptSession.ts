import { useEffect, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { forgetKeptSessions, keepSession, keptSession } from '../../lib/keptSession'
import { useGetCurrentUserQuery } from '../auth'
import { useLazyGetRecordingSessionQuery } from './api'
import { selectSessionId, sessionRestored } from './dictationSlice'

/**
 * Keeps the dictation session across a reload (lib/keptSession): once the user is known, a kept
 * session comes back with its recordings and transcripts as the server stored them, unless one
 * was started since; the session is kept while it lasts and forgotten with New Report. A session
 * the server no longer has (cleared, or past the retention period) is forgotten.
 */
export function useKeptSession() {
  const userId = useGetCurrentUserQuery().data?.id
  const sessionId = useAppSelector(selectSessionId)
  const dispatch = useAppDispatch()
  const [getSession] = useLazyGetRecordingSessionQuery()
  const restoredFor = useRef<string | null>(null)

  useEffect(() => {
    if (userId === undefined) return
    if (restoredFor.current !== userId) {
      restoredFor.current = userId
      forgetKeptSessions(userId)
      const kept = keptSession(userId)
      if (kept !== null && sessionId === null) {
        getSession(kept)
          .unwrap()
          .then(
            (session) => dispatch(sessionRestored(session)),
            () => {
              forgetKeptSessions()
            },
          )
        return
      }
    }
    if (sessionId !== null) keepSession(userId, sessionId)
    else forgetKeptSessions()
  }, [userId, sessionId, dispatch, getSession])
}
