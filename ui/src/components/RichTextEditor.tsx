import {
  ALIGN_BUTTONS,
  HISTORY_BUTTONS,
  LIST_BUTTONS,
  TEXT_STYLE_BUTTONS,
  type ToolbarButton,
} from '../lib/quillToolbar'
import { useQuill } from '../lib/useQuill'
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

// A form field's rich text editor (antd Form passes value and onChange): HTML in, HTML out.
export function RichTextEditor({
  value,
  onChange,
  'aria-label': ariaLabel,
  placeholder,
}: RichTextEditorProps) {
  const hostRef = useQuill({
    toolbar: TOOLBAR_GROUPS,
    toolbarLabel: 'Formatting',
    label: ariaLabel,
    placeholder,
    value: value ?? '',
    onChange: (html) => onChange?.(html),
  })

  return <div ref={hostRef} className={styles.host} />
}
