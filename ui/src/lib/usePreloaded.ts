import { useCallback, useEffect, useState } from 'react'
import { whenIdle, type Preloadable } from './preload'

export interface Preloaded<T> {
  /** The module once it has arrived, else undefined (render a stand-in meanwhile). */
  module: T | undefined
  /** Fetches it now: the person reached for what needs it. Resolves once it is here. */
  reach: () => Promise<T | undefined>
}

// The module of `preloadable` for a component: fetched when the browser is first idle after the
// first render, or at once on reach(); the component renders again when it arrives.
export function usePreloaded<T extends object>(preloadable: Preloadable<T>): Preloaded<T> {
  const [module, setModule] = useState<T | undefined>(preloadable.loaded)
  const reach = useCallback(
    () =>
      preloadable.load().then(
        (value) => {
          // A module may be a function, which setState would call.
          setModule(() => value)
          return value
        },
        // Not fetched this time (offline for a moment): the next reach tries again.
        () => undefined,
      ),
    [preloadable],
  )
  useEffect(() => {
    if (module !== undefined) return
    return whenIdle(() => {
      void reach()
    })
  }, [module, reach])
  return { module, reach }
}
