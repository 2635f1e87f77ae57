import { useCallback, useEffect, useState } from 'react'

const ONE_SECOND = 1000

// Whole seconds left of a countdown: start(seconds) counts down once a second to zero and then
// calls onDone, if given; stop() ends it early without calling onDone. secondsLeft is 0 and
// started false until it is started (again). onDone should keep its identity (useCallback).
export function useCountdown(onDone?: () => void) {
  // null: not counting.
  const [left, setLeft] = useState<number | null>(null)

  useEffect(() => {
    if (left === null) return
    if (left <= 0) {
      onDone?.()
      return
    }
    const tick = setTimeout(() => {
      setLeft((seconds) => (seconds === null ? null : seconds - 1))
    }, ONE_SECOND)
    return () => {
      clearTimeout(tick)
    }
  }, [left, onDone])

  const start = useCallback((seconds: number) => {
    setLeft(seconds)
  }, [])
  const stop = useCallback(() => {
    setLeft(null)
  }, [])

  return { secondsLeft: left ?? 0, started: left !== null, start, stop }
}
