import { useCallback, useEffect, useState } from 'react'

const ONE_SECOND = 1000

// Whole seconds left of a countdown that ticks once a second until zero.
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const tick = setTimeout(() => {
      setSecondsLeft((seconds) => seconds - 1)
    }, ONE_SECOND)
    return () => {
      clearTimeout(tick)
    }
  }, [secondsLeft])

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds)
  }, [])
  const stop = useCallback(() => {
    setSecondsLeft(0)
  }, [])

  return { secondsLeft, start, stop }
}
