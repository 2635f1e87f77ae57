import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useLayoutEffect, useRef } from 'react'
import styles from './RichTextEditor.module.css'

interface ToolbarButton {
  format: string
  // Quill reads a present-but-empty value as "remove the format" (paragraph, align left).
  value?: string
  label: string
  // Formats Quill has no icon for; the snow theme draws the others.
  icon?: string
}

const PARAGRAPH_ICON = '<span aria-hidden="true">¶</span>'
const UNDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"></polygon><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"></path></svg>'
const REDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"></polygon><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"></path></svg>'

const TOOLBAR_GROUPS: ToolbarButton[][] = [
  [
    { format: 'bold', label: 'Bold' },
    { format: 'italic', label: 'Italic' },
    { format: 'underline', label: 'Underline' },
  ],
  [
    { format: 'header', value: '1', label: 'Heading 1' },
    { format: 'header', value: '2', label: 'Heading 2' },
    { format: 'header', value: '3', label: 'Heading 3' },
    { format: 'header', value: '', label: 'Paragraph', icon: PARAGRAPH_ICON },
  ],
  [
    { format: 'align', value: '', label: 'Align left' },
    { format: 'align', value: 'center', label: 'Align center' },
    { format: 'align', value: 'right', label: 'Align right' },
  ],
  [
    { format: 'list', value: 'bullet', label: 'Bullet list' },
    { format: 'list', value: 'ordered', label: 'Numbered list' },
  ],
  [
    { format: 'undo', label: 'Undo', icon: UNDO_ICON },
    { format: 'redo', label: 'Redo', icon: REDO_ICON },
  ],
]

function createToolbar(): HTMLDivElement {
  const toolbar = document.createElement('div')
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', 'Formatting')
  for (const group of TOOLBAR_GROUPS) {
    const span = document.createElement('span')
    span.className = 'ql-formats'
    for (const { format, value, label, icon } of group) {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = `ql-${format}`
      button.setAttribute('aria-label', label)
      button.title = label
      if (value !== undefined) button.setAttribute('value', value)
      if (icon !== undefined) button.innerHTML = icon
      span.append(button)
    }
    toolbar.append(span)
  }
  return toolbar
}

// Blank editors report '' so a "required" rule sees them as empty. getSemanticHTML writes every
// space as &nbsp; (Quill 2.0.3), which would glue a template's words together; only spaces
// become &nbsp; there (a typed no-break space stays a raw character), so the swap is exact.
function htmlOf(quill: Quill): string {
  if (quill.getText().trim() === '') return ''
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ')
}

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
    const toolbar = createToolbar()
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
      const html = htmlOf(quill)
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
