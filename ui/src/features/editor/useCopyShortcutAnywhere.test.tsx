import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCopyShortcutAnywhere } from './useCopyShortcutAnywhere'

function press(target: Element, init: KeyboardEventInit) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useCopyShortcutAnywhere', () => {
  it('copies on Ctrl+Enter or Cmd+Enter from the transcript box or from nowhere', () => {
    const copy = vi.fn()
    renderHook(() => {
      useCopyShortcutAnywhere(copy)
    })
    const transcript = document.body.appendChild(document.createElement('textarea'))
    press(transcript, { ctrlKey: true })
    press(document.body, { metaKey: true })
    expect(copy).toHaveBeenCalledTimes(2)
  })

  it('leaves Enter alone, the editor its own shortcut, and a dialog its keys', () => {
    const copy = vi.fn()
    renderHook(() => {
      useCopyShortcutAnywhere(copy)
    })
    const editor = document.body.appendChild(document.createElement('div'))
    editor.className = 'ql-editor'
    const dialog = document.body.appendChild(document.createElement('div'))
    dialog.setAttribute('role', 'dialog')
    const button = dialog.appendChild(document.createElement('button'))
    press(document.body, {})
    press(document.body, { ctrlKey: true, shiftKey: true })
    press(editor, { ctrlKey: true })
    press(button, { ctrlKey: true })
    expect(copy).not.toHaveBeenCalled()
  })
})
