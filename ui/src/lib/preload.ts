// Code the first render of a page does not need but the next click may (a menu, a dialog, a
// panel that shows after an action) ships in a chunk of its own. It is fetched when the browser
// is first idle after the page has rendered, or at once when the person reaches for it (hover,
// focus, click), so nothing they do waits for it and the first visit downloads less.

export interface Preloadable<T> {
  /** Fetches the module once; later calls return the same promise. */
  load: () => Promise<T>
  /** The module once it has arrived, else undefined. */
  loaded: () => T | undefined
}

export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let promise: Promise<T> | undefined
  let module: T | undefined
  return {
    load() {
      promise ??= importer().then(
        (value) => {
          module = value
          return value
        },
        (error: unknown) => {
          // A failed fetch (offline for a moment) may be tried again on the next reach.
          promise = undefined
          throw error
        },
      )
      return promise
    },
    loaded: () => module,
  }
}

const IDLE_TIMEOUT_MS = 2_000

// Runs task once the browser is idle (at the latest after 2 s); returns what cancels it.
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => {
      window.cancelIdleCallback(handle)
    }
  }
  const handle = window.setTimeout(task, 200)
  return () => {
    window.clearTimeout(handle)
  }
}
