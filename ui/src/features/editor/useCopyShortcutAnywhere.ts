import { useEffect, useRef } from 'react'

/** True for Ctrl+Enter (Cmd+Enter on a Mac), without Alt or Shift. */
export function isCopyShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

/**
 * Ctrl+Enter copies the report from anywhere on the page: the transcript box, a button, or
 * nowhere after Escape left the editor. The editor handles its own (and marks it handled); an
 * open dialog keeps its keys.
 */
export function useCopyShortcutAnywhere(copy: () => void): void {
  const copyRef = useRef(copy)
  useEffect(() => {
    copyRef.current = copy
  }, [copy])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event) || event.defaultPrevented) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.ql-editor, .ant-modal, [role="dialog"], [role="alertdialog"]')) return
      event.preventDefault()
      copyRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])
}
