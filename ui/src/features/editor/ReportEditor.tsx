import DOMPurify from 'dompurify'
import Quill from 'quill'
import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { ALIGN_BUTTONS, HISTORY_BUTTONS, LIST_BUTTONS, TEXT_STYLE_BUTTONS } from '../../lib/quillToolbar'
import { useQuill } from '../../lib/useQuill'
import { impressionInsertion } from './impressionInsertion'
import styles from './ReportEditor.module.css'

// The report editor's toolbar (spec 000 "Report editor"): no headings, unlike the form editor.
const TOOLBAR_GROUPS = [TEXT_STYLE_BUTTONS, ALIGN_BUTTONS, LIST_BUTTONS, HISTORY_BUTTONS]

const sanitise = (html: string) => DOMPurify.sanitize(html)

// Pasted HTML is sanitised before Quill's own paste handler would read it; Escape leaves the
// editor; Ctrl+Enter (Cmd+Enter) copies. Capturing listeners, so they run before Quill's.
function listenForPasteAndKeys(quill: Quill, onCopyShortcut: () => void): () => void {
  const root = quill.root
  const onPaste = (event: ClipboardEvent) => {
    const html = event.clipboardData?.getData('text/html') ?? ''
    if (html === '') return
    event.preventDefault()
    event.stopImmediatePropagation()
    const range = quill.getSelection(true)
    quill.deleteText(range.index, range.length, Quill.sources.USER)
    quill.clipboard.dangerouslyPasteHTML(range.index, sanitise(html), Quill.sources.USER)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      quill.blur()
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      onCopyShortcut()
    }
  }
  root.addEventListener('paste', onPaste, true)
  root.addEventListener('keydown', onKeyDown, true)
  return () => {
    root.removeEventListener('paste', onPaste, true)
    root.removeEventListener('keydown', onKeyDown, true)
  }
}

export interface ReportEditorHandle {
  /** Adds text as a paragraph of the impression; false when there is no editor to add it to. */
  insertInImpression: (text: string, language: string) => boolean
}

interface ReportEditorProps {
  ref?: Ref<ReportEditorHandle>
  value: string
  /** The person changed the report. */
  onEdit: (html: string) => void
  /** Quill rewrote a value it was given into its own markup. */
  onNormalise: (html: string) => void
  /** Ctrl+Enter (Cmd+Enter on a Mac) was pressed in the editor. */
  onCopyShortcut: () => void
}

// The 'Radiology Report' editor on Quill 2; HTML from outside is sanitised before Quill reads it.
export function ReportEditor({ ref, value, onEdit, onNormalise, onCopyShortcut }: ReportEditorProps) {
  const onCopyShortcutRef = useRef(onCopyShortcut)
  const quillRef = useRef<Quill | null>(null)
  useLayoutEffect(() => {
    onCopyShortcutRef.current = onCopyShortcut
  }, [onCopyShortcut])

  // An insertion is the person's own edit, made through Quill so that it reaches the store like
  // typing does; cut off from the edits around it, one Undo takes back exactly the insertion.
  useImperativeHandle(ref, () => ({
    insertInImpression(text, language) {
      const quill = quillRef.current
      if (!quill) return false
      quill.history.cutoff()
      quill.updateContents(impressionInsertion(quill.getContents(), text, language), Quill.sources.USER)
      quill.history.cutoff()
      return true
    },
  }), [])

  const hostRef = useQuill({
    toolbar: TOOLBAR_GROUPS,
    toolbarLabel: 'Report formatting',
    label: 'Report editor',
    placeholder: 'Your report appears here. Choose a template, or format, fill or generate from a transcript.',
    value,
    onChange: onEdit,
    onNormalise,
    sanitise,
    attach: (quill) => {
      quillRef.current = quill
      const detach = listenForPasteAndKeys(quill, () => {
        onCopyShortcutRef.current()
      })
      return () => {
        detach()
        quillRef.current = null
      }
    },
  })

  return <div ref={hostRef} className={styles.host} />
}
