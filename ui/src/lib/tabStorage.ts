// This tab's sessionStorage, where the workspace keeps what a reload must not lose. It stays in
// the user's own browser (never sent to the server, gone with the tab); null when the browser
// refuses storage, and then nothing is kept.
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Removes the keys under prefix, but prefix + keepFor when given. */
export function forgetKeys(prefix: string, keepFor?: string) {
  const store = tabStorage()
  if (store === null) return
  const kept = keepFor === undefined ? undefined : prefix + keepFor
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(prefix) && key !== kept,
  )
  for (const key of keys) store.removeItem(key)
}
