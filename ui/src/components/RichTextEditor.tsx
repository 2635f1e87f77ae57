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
  type ToolbarButton,
} from '../lib/quillToolbar'
import styles from './RichTextEditor.module.css'

const PARAGRAPH_ICON = '<span aria-hidden="true">¶</span>'

// The form editor's toolbar (spec 000: a second editor with headings 1-3 and paragraph).
const TOOLBAR_GROUPS: ToolbarButton[][] = [
  TEXT_STYLE_BUTTONS,
  [
    { format: 'header', value: '1', label: 'Heading 1' },
    { format: 'header', value: '2', label: 'Heading 2' },
    { format: 'header', value: '3', label: 'Heading 3' },
    { format: 'header', value: '', label: 'Paragraph', icon: PARAGRAPH_ICON },
  ],
  ALIGN_BUTTONS,
  LIST_BUTTONS,
  HISTORY_BUTTONS,
]

interface RichTextEditorProps {
  value?: string
  onChange?: (html: string) => void
  'aria-label': string
  placeholder?: string
}

// A controlled Quill 2 editor: HTML in, HTML out. Quill owns its DOM, so the editor and its
// toolbar are created in an effect (once per mount, removed on cleanup, which keeps StrictMode's
// double mount from leaving a second toolbar or duplicate click handlers behind). Layout effects,
// because a passive one can run after the next keystroke and would put back the previous value.
export function RichTextEditor({
  value,
  onChange,
  'aria-label': ariaLabel,
  placeholder,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const quillRef = useRef<Quill | null>(null)
  // The HTML the editor currently holds as far as the parent knows; undefined means "nothing yet".
  const knownHtmlRef = useRef<string | undefined>(undefined)
  const onChangeRef = useRef(onChange)

  useLayoutEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const toolbar = createToolbar(TOOLBAR_GROUPS, 'Formatting')
    const editorElement = document.createElement('div')
    host.append(toolbar, editorElement)

    const quill: Quill = new Quill(editorElement, {
      theme: 'snow',
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
    quill.root.setAttribute('role', 'textbox')
    quill.root.setAttribute('aria-multiline', 'true')
    const reportChange = () => {
      const html = editorHtml(quill)
      knownHtmlRef.current = html
      onChangeRef.current?.(html)
    }
    quill.on(Quill.events.TEXT_CHANGE, reportChange)
    quillRef.current = quill

    return () => {
      quill.off(Quill.events.TEXT_CHANGE, reportChange)
      quillRef.current = null
      knownHtmlRef.current = undefined
      host.replaceChildren()
    }
  }, [])

  useLayoutEffect(() => {
    const root = quillRef.current?.root
    if (!root) return
    root.setAttribute('aria-label', ariaLabel)
    root.setAttribute('data-placeholder', placeholder ?? '')
  }, [ariaLabel, placeholder])

  useLayoutEffect(() => {
    const quill = quillRef.current
    const html = value ?? ''
    if (!quill || html === knownHtmlRef.current) return
    knownHtmlRef.current = html
    quill.setContents(quill.clipboard.convert({ html }), Quill.sources.SILENT)
    // A value from outside starts a new document: undo must not bring back the previous one.
    quill.history.clear()
  }, [value])

  return <div ref={hostRef} className={styles.host} />
}
