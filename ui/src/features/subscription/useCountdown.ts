import { useEffect, useState } from 'react'

const ONE_SECOND = 1000

// Counts whole seconds down from `from` once `running`, and calls onDone at zero.
export function useCountdown(running: boolean, from: number, onDone: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(from)
  useEffect(() => {
    if (!running) return
    if (secondsLeft === 0) {
      onDone()
      return
    }
    const tick = setTimeout(() => {
      setSecondsLeft((seconds) => seconds - 1)
    }, ONE_SECOND)
    return () => {
      clearTimeout(tick)
    }
  }, [running, secondsLeft, onDone])
  return secondsLeft
}
