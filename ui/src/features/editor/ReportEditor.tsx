import DOMPurify from 'dompurify'
import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useLayoutEffect, useRef } from 'react'
import {
  ALIGN_BUTTONS,
  createToolbar,
  editorHtml,
  HISTORY_BUTTONS,
  LIST_BUTTONS,
  TEXT_STYLE_BUTTONS,
} from '../../lib/quillToolbar'
import styles from './ReportEditor.module.css'

// The report editor's toolbar (spec 000 "Report editor"): no headings, unlike the form editor.
const TOOLBAR_GROUPS = [TEXT_STYLE_BUTTONS, ALIGN_BUTTONS, LIST_BUTTONS, HISTORY_BUTTONS]

interface ReportEditorProps {
  value: string
  /** The person changed the report. */
  onEdit: (html: string) => void
  /** Quill rewrote a value it was given into its own markup. */
  onNormalise: (html: string) => void
  /** Ctrl+Enter (Cmd+Enter on a Mac) was pressed in the editor. */
  onCopyShortcut: () => void
}

// The 'Radiology Report' editor on Quill 2. Quill owns its DOM, so the editor is built in a
// layout effect once per mount and removed on cleanup (StrictMode mounts twice). Pasted HTML is
// sanitised before Quill reads it; Escape leaves the editor; Ctrl+Enter copies the report.
export function ReportEditor({ value, onEdit, onNormalise, onCopyShortcut }: ReportEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const quillRef = useRef<Quill | null>(null)
  // The HTML the editor holds as far as the parent knows; undefined before the first value.
  const knownHtmlRef = useRef<string | undefined>(undefined)
  const callbacksRef = useRef({ onEdit, onNormalise, onCopyShortcut })

  useLayoutEffect(() => {
    callbacksRef.current = { onEdit, onNormalise, onCopyShortcut }
  }, [onEdit, onNormalise, onCopyShortcut])

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const toolbar = createToolbar(TOOLBAR_GROUPS, 'Report formatting')
    const editorElement = document.createElement('div')
    host.append(toolbar, editorElement)

    const quill: Quill = new Quill(editorElement, {
      theme: 'snow',
      placeholder: 'Your report appears here. Choose a template, or format, fill or generate from a transcript.',
      modules: {
        toolbar: {
          container: toolbar,
          handlers: {
            undo: () => {
              quill.history.undo()
            },
            redo: () => {
              quill.history.redo()
            },
          },
        },
      },
    })
    const root = quill.root
    root.setAttribute('role', 'textbox')
    root.setAttribute('aria-multiline', 'true')
    root.setAttribute('aria-label', 'Report editor')

    const onTextChange = () => {
      const html = editorHtml(quill)
      knownHtmlRef.current = html
      callbacksRef.current.onEdit(html)
    }
    // Runs before Quill's own paste handler, which would read the unsanitised HTML.
    const onPaste = (event: ClipboardEvent) => {
      const html = event.clipboardData?.getData('text/html') ?? ''
      if (html === '') return
      event.preventDefault()
      event.stopImmediatePropagation()
      const range = quill.getSelection(true)
      quill.deleteText(range.index, range.length, Quill.sources.USER)
      quill.clipboard.dangerouslyPasteHTML(range.index, DOMPurify.sanitize(html), Quill.sources.USER)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        quill.blur()
      } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        event.stopImmediatePropagation()
        callbacksRef.current.onCopyShortcut()
      }
    }
    quill.on(Quill.events.TEXT_CHANGE, onTextChange)
    root.addEventListener('paste', onPaste, true)
    root.addEventListener('keydown', onKeyDown, true)
    quillRef.current = quill

    return () => {
      quill.off(Quill.events.TEXT_CHANGE, onTextChange)
      root.removeEventListener('paste', onPaste, true)
      root.removeEventListener('keydown', onKeyDown, true)
      quillRef.current = null
      knownHtmlRef.current = undefined
      host.replaceChildren()
    }
  }, [])

  useLayoutEffect(() => {
    const quill = quillRef.current
    if (!quill || value === knownHtmlRef.current) return
    quill.setContents(quill.clipboard.convert({ html: DOMPurify.sanitize(value) }), Quill.sources.SILENT)
    // A value from outside starts a new document: undo must not bring back the previous one.
    quill.history.clear()
    const html = editorHtml(quill)
    knownHtmlRef.current = html
    if (html !== value) callbacksRef.current.onNormalise(html)
  }, [value])

  return <div ref={hostRef} className={styles.host} />
}
