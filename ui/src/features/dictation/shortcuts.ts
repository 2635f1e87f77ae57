export type DictationAction = 'record' | 'pause' | 'stop'

/** The key (KeyboardEvent.key) for each dictation action. */
export type DictationShortcuts = Record<DictationAction, string>

export const DEFAULT_SHORTCUTS: DictationShortcuts = { record: 'F9', pause: 'F10', stop: 'F11' }

export const SHORTCUTS_STORAGE_KEY = 'radscribe.dictationShortcuts'

export const ACTION_LABELS: Record<DictationAction, string> = {
  record: 'Record / Stop',
  pause: 'Pause / Resume',
  stop: 'Stop',
}

const FUNCTION_KEY = /^F([1-9]|1\d|2[0-4])$/
// Keys that type nothing and move nowhere, which foot pedals and microphone buttons can send.
const OTHER_KEYS = new Set([
  'Pause',
  'ScrollLock',
  'Insert',
  'MediaPlayPause',
  'MediaStop',
  'MediaRecord',
  'MediaTrackNext',
  'MediaTrackPrevious',
  'MediaFastForward',
  'MediaRewind',
])

/**
 * Whether a key may be a dictation shortcut. Only keys that type nothing qualify, so a shortcut
 * works even while the cursor is in a text field and never eats a letter.
 */
export function isShortcutKey(key: string): boolean {
  return FUNCTION_KEY.test(key) || OTHER_KEYS.has(key)
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>

/** The action of a shortcut key; with Ctrl, Alt or Meta held it is another shortcut, not ours. */
export function actionForKey(shortcuts: DictationShortcuts, press: KeyPress): DictationAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null
  const actions = Object.keys(shortcuts) as DictationAction[]
  return actions.find((action) => shortcuts[action] === press.key) ?? null
}
