import DOMPurify from 'dompurify'
import Quill from 'quill'
import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { ALIGN_BUTTONS, HISTORY_BUTTONS, LIST_BUTTONS, TEXT_STYLE_BUTTONS } from '../../lib/quillToolbar'
import { useQuill } from '../../lib/useQuill'
import { adjacentField, findFields, macroBeforeCursor, type Macro } from '../macros'
import { impressionInsertion } from './impressionInsertion'
import styles from './ReportEditor.module.css'

// The report editor's toolbar (spec 000 "Report editor"): no headings, unlike the form editor.
const TOOLBAR_GROUPS = [TEXT_STYLE_BUTTONS, ALIGN_BUTTONS, LIST_BUTTONS, HISTORY_BUTTONS]

const sanitise = (html: string) => DOMPurify.sanitize(html)

const NO_MACROS: readonly Macro[] = []

// Puts a macro's text in place of [index, index + length) as plain text (never HTML) and selects
// its first field, or puts the cursor after it; one Undo takes the insertion back.
function insertMacroText(quill: Quill, index: number, length: number, text: string) {
  quill.history.cutoff()
  if (length > 0) quill.deleteText(index, length, Quill.sources.USER)
  quill.insertText(index, text, Quill.sources.USER)
  quill.history.cutoff()
  const [first] = findFields(text)
  if (first) quill.setSelection(index + first.start, first.end - first.start, Quill.sources.USER)
  else quill.setSelection(index + text.length, 0, Quill.sources.USER)
}

// Ctrl+Space after a macro's name expands it; Tab and Shift+Tab select the next and previous
// [...] field when the report has any (otherwise Quill's Tab is kept). True when it acted.
function handleMacroKeys(quill: Quill, event: KeyboardEvent, macros: readonly Macro[]): boolean {
  const range = quill.getSelection()
  if (!range) return false
  if ((event.key === ' ' || event.code === 'Space') && event.ctrlKey && !event.altKey && !event.metaKey) {
    const found = macroBeforeCursor(quill.getText(), range.index, macros)
    if (found) insertMacroText(quill, found.start, range.index + range.length - found.start, found.macro.text)
    // Ctrl+Space types nothing in the report either way.
    return true
  }
  if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
    const field = adjacentField(quill.getText(), range.index, range.index + range.length, event.shiftKey)
    if (!field) return false
    quill.setSelection(field.start, field.end - field.start, Quill.sources.USER)
    return true
  }
  return false
}

// Pasted HTML is sanitised before Quill's own paste handler would read it; Escape leaves the
// editor; Ctrl+Enter (Cmd+Enter) copies; macros expand and fields are reached by Tab.
// Capturing listeners, so they run before Quill's.
function listenForPasteAndKeys(quill: Quill, onCopyShortcut: () => void, macros: () => readonly Macro[]): () => void {
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
    } else if (handleMacroKeys(quill, event, macros())) {
      event.preventDefault()
      event.stopImmediatePropagation()
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
  /** Inserts a macro's text at the cursor and selects its first field. */
  insertMacro: (text: string) => boolean
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
  /** The macros Ctrl+Space expands. */
  macros?: readonly Macro[]
}

// The 'Radiology Report' editor on Quill 2; HTML from outside is sanitised before Quill reads it.
export function ReportEditor({ ref, value, onEdit, onNormalise, onCopyShortcut, macros = NO_MACROS }: ReportEditorProps) {
  const onCopyShortcutRef = useRef(onCopyShortcut)
  const macrosRef = useRef(macros)
  const quillRef = useRef<Quill | null>(null)
  useLayoutEffect(() => {
    onCopyShortcutRef.current = onCopyShortcut
    macrosRef.current = macros
  }, [onCopyShortcut, macros])

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
    insertMacro(text) {
      const quill = quillRef.current
      if (!quill) return false
      // The last place the cursor was, though a list has the focus now.
      const range = quill.getSelection(true)
      insertMacroText(quill, range.index, range.length, text)
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
      const detach = listenForPasteAndKeys(
        quill,
        () => {
          onCopyShortcutRef.current()
        },
        () => macrosRef.current,
      )
      return () => {
        detach()
        quillRef.current = null
      }
    },
  })

  return <div ref={hostRef} className={styles.host} />
}
