interface ToolbarButton {
  format: string
  // Quill reads a present-but-empty value as "remove the format" (align left).
  value?: string
  label: string
  // Quill draws no icon for undo and redo.
  icon?: string
}

const UNDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"></polygon><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"></path></svg>'
const REDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"></polygon><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"></path></svg>'

// The report editor's toolbar (spec 000 "Report editor"): no headings, unlike the form editor.
const TOOLBAR_GROUPS: ToolbarButton[][] = [
  [
    { format: 'bold', label: 'Bold' },
    { format: 'italic', label: 'Italic' },
    { format: 'underline', label: 'Underline' },
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

export function createReportToolbar(): HTMLDivElement {
  const toolbar = document.createElement('div')
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', 'Report formatting')
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
