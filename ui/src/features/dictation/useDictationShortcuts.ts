import { useEffect, useEffectEvent } from 'react'
import { useStoredState } from '../../lib/useStoredState'
import { actionForKey, DEFAULT_SHORTCUTS, SHORTCUTS_STORAGE_KEY, type DictationAction, type DictationShortcuts } from './shortcuts'

/** The dictation keys chosen in this browser (Profile, 'Dictation shortcuts'). */
export function useDictationShortcuts(): [DictationShortcuts, (shortcuts: DictationShortcuts) => void] {
  return useStoredState(SHORTCUTS_STORAGE_KEY, DEFAULT_SHORTCUTS)
}

/** Runs the dictation action of each shortcut key pressed anywhere on the page while mounted. */
export function useShortcutKeys(onAction: (action: DictationAction) => void) {
  const [shortcuts] = useDictationShortcuts()

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = actionForKey(shortcuts, event)
    if (action === null) return
    // F10 would open the browser's menu and F11 go full screen.
    event.preventDefault()
    // A key held down repeats; one press is one action.
    if (!event.repeat) onAction(action)
  })

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      onKeyDown(event)
    }
    window.addEventListener('keydown', listener)
    return () => {
      window.removeEventListener('keydown', listener)
    }
  }, [])
}
