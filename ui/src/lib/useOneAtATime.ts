import { useRef, useState } from 'react'

/**
 * Runs one action at a time: a second start is turned away by a ref, before React has re-rendered
 * the buttons that `running` disables.
 */
export function useOneAtATime<Action extends string>() {
  const runningRef = useRef(false)
  const [running, setRunning] = useState<Action | null>(null)
  const isRunning = () => runningRef.current
  const runAlone = async (action: Action, work: () => Promise<void>) => {
    if (runningRef.current) return
    runningRef.current = true
    setRunning(action)
    try {
      await work()
    } finally {
      runningRef.current = false
      setRunning(null)
    }
  }
  return { running, isRunning, runAlone }
}
