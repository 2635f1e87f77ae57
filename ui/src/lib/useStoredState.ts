import { useState } from 'react'

/** What useStoredState would start from now: the saved value over the fallback. */
export function readStoredState<T extends object>(key: string, fallback: T): T {
  try {
    const saved = window.localStorage.getItem(key)
    return saved === null ? fallback : { ...fallback, ...(JSON.parse(saved) as Partial<T>) }
  } catch {
    return fallback
  }
}

/** State remembered in this browser (spec 000 section 9: "stored locally"); a plain object. */
export function useStoredState<T extends object>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState(() => readStoredState(key, fallback))
  const store = (next: T) => {
    setValue(next)
    try {
      window.localStorage.setItem(key, JSON.stringify(next))
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this visit only.
    }
  }
  return [value, store]
}
