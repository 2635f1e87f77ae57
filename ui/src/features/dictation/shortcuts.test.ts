import { describe, expect, it } from 'vitest'
import { actionForKey, DEFAULT_SHORTCUTS, isShortcutKey } from './shortcuts'

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
})

describe('dictation shortcuts', () => {
  it('default to F9 record, F10 pause and F11 stop', () => {
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F9'))).toBe('record')
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F10'))).toBe('pause')
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F11'))).toBe('stop')
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F12'))).toBeNull()
  })

  it('leave key combinations with Ctrl, Alt or Meta to others', () => {
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F9', { ctrlKey: true }))).toBeNull()
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F10', { altKey: true }))).toBeNull()
    expect(actionForKey(DEFAULT_SHORTCUTS, press('F11', { metaKey: true }))).toBeNull()
  })

  it('may only be keys that type nothing', () => {
    for (const key of ['F1', 'F12', 'F24', 'Pause', 'ScrollLock', 'Insert', 'MediaPlayPause']) expect(isShortcutKey(key)).toBe(true)
    for (const key of ['a', 'R', ' ', '1', 'Enter', 'Tab', 'Escape', 'Backspace', 'ArrowUp', 'Shift', 'F25', 'F0']) {
      expect(isShortcutKey(key)).toBe(false)
    }
  })
})
