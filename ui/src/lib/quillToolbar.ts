import type Quill from 'quill'

// The pieces both Quill editors share: toolbar buttons with accessible labels, and reading the
// editor's HTML back.

export interface ToolbarButton {
  format: string
  // Quill reads a present-but-empty value as "remove the format" (paragraph, align left).
  value?: string
  label: string
  // Formats Quill has no icon for; the snow theme draws the others.
  icon?: string
}

const UNDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"></polygon><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"></path></svg>'
const REDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"></polygon><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"></path></svg>'

export const TEXT_STYLE_BUTTONS: ToolbarButton[] = [
  { format: 'bold', label: 'Bold' },
  { format: 'italic', label: 'Italic' },
  { format: 'underline', label: 'Underline' },
]

export const ALIGN_BUTTONS: ToolbarButton[] = [
  { format: 'align', value: '', label: 'Align left' },
  { format: 'align', value: 'center', label: 'Align center' },
  { format: 'align', value: 'right', label: 'Align right' },
]

export const LIST_BUTTONS: ToolbarButton[] = [
  { format: 'list', value: 'bullet', label: 'Bullet list' },
  { format: 'list', value: 'ordered', label: 'Numbered list' },
]

export const HISTORY_BUTTONS: ToolbarButton[] = [
  { format: 'undo', label: 'Undo', icon: UNDO_ICON },
  { format: 'redo', label: 'Redo', icon: REDO_ICON },
]

/** Builds a Quill toolbar container: one `ql-formats` group per entry of `groups`. */
export function createToolbar(groups: ToolbarButton[][], ariaLabel: string): HTMLDivElement {
  const toolbar = document.createElement('div')
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', ariaLabel)
  for (const group of groups) {
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
// space as &nbsp; (Quill 2.0.3), which would glue words together; only spaces become &nbsp;
// there (a typed no-break space stays a raw character), so the swap is exact.
export function editorHtml(quill: Quill): string {
  if (quill.getText().trim() === '') return ''
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ')
}
