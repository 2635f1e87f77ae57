import { useEffect, useEffectEvent, useRef } from 'react'
import { autoActionFor, type AutoActionState, type AutoAction } from '../../lib/workspaceRules'

export const AUTO_ACTION_DELAY_MS = 1000

/**
 * Runs the one auto action due once typing has paused for a second (spec 000 section 4). Each
 * version of the transcript gets at most one try, so an answer arriving does not start another.
 */
export function useAutoAction(state: AutoActionState, run: (action: AutoAction) => Promise<void>) {
  const handledTranscript = useRef(state.transcript)
  const onPause = useEffectEvent(() => {
    const action = autoActionFor(state)
    if (action !== null) void run(action)
  })

  useEffect(() => {
    if (state.transcript === handledTranscript.current) return
    const timer = setTimeout(() => {
      handledTranscript.current = state.transcript
      onPause()
    }, AUTO_ACTION_DELAY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [state.transcript])
}
