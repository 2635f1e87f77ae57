import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './RichTextEditor'

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection when it scrolls it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
})

const TOOLBAR_LABELS = [
  'Bold',
  'Italic',
  'Underline',
  'Heading 1',
  'Heading 2',
  'Heading 3',
  'Paragraph',
  'Align left',
  'Align center',
  'Align right',
  'Bullet list',
  'Numbered list',
  'Undo',
  'Redo',
]

function ControlledEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [html, setHtml] = useState(initial)
  return (
    <>
      <RichTextEditor
        aria-label="Template content"
        value={html}
        onChange={(next) => {
          setHtml(next)
          onChange(next)
        }}
      />
      <output aria-label="Current HTML">{html}</output>
      <button
        type="button"
        onClick={() => {
          setHtml('<p>Replaced</p>')
        }}
      >
        Replace
      </button>
    </>
  )
}

const editor = () => screen.getByRole('textbox', { name: 'Template content' })

// Selects the first letter of the editor's first line, as a person would with the mouse.
function selectFirstLetter() {
  const text = editor().querySelector('p, h1, h2, h3')?.firstChild
  if (!text) throw new Error('the editor has no text')
  editor().focus()
  document.getSelection()?.setBaseAndExtent(text, 0, text, 1)
}

describe('RichTextEditor', () => {
  it('offers every formatting button with an accessible label, once even in StrictMode', () => {
    const warn = vi.spyOn(console, 'warn')
    render(
      <StrictMode>
        <RichTextEditor aria-label="Template content" value="" />
      </StrictMode>,
    )
    expect(screen.getAllByRole('toolbar', { name: 'Formatting' })).toHaveLength(1)
    expect(screen.getAllByRole('textbox', { name: 'Template content' })).toHaveLength(1)
    for (const label of TOOLBAR_LABELS) {
      expect(screen.getAllByRole('button', { name: label })).toHaveLength(1)
    }
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows the HTML it is given', () => {
    render(<RichTextEditor aria-label="Template content" value="<p>Liver: <strong>normal</strong></p>" />)
    expect(editor()).toContainHTML('<p>Liver: <strong>normal</strong></p>')
  })

  it('keeps a pick field of a template, so editing an imported template keeps its fields', async () => {
    const field = '<span class="rs-pick" data-options="Normal|Not seen">Normal</span>'
    const onChange = vi.fn()
    render(<ControlledEditor initial={`<p><strong>Gallbladder:</strong> ${field}</p><p>Liver</p>`} onChange={onChange} />)
    expect(editor()).toContainHTML(field)
    selectFirstLetter()
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(field))
    })
  })

  it('shows the placeholder while empty', () => {
    render(<RichTextEditor aria-label="Template content" value="" placeholder="Findings..." />)
    expect(editor()).toHaveAttribute('data-placeholder', 'Findings...')
    expect(editor()).toHaveClass('ql-blank')
  })

  it('reports what is typed as HTML with plain spaces', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="" onChange={onChange} />)
    await userEvent.click(editor())
    await userEvent.keyboard('No acute findings')
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<p>No acute findings</p>'))
    })
  })

  it('formats the current line as a heading and back to a paragraph', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="<p>Findings</p>" onChange={onChange} />)
    selectFirstLetter()
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<h2>Findings</h2>')
    })
    selectFirstLetter()
    fireEvent.click(screen.getByRole('button', { name: 'Paragraph' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p>Findings</p>')
    })
  })

  it('writes lists as ul and ol', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="<p>Kidneys</p>" onChange={onChange} />)
    selectFirstLetter()
    fireEvent.click(screen.getByRole('button', { name: 'Bullet list' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<ul><li>Kidneys</li></ul>')
    })
  })

  it('undoes and redoes a change', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="<p>Impression</p>" onChange={onChange} />)
    selectFirstLetter()
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>I</strong>mpression</p>')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p>Impression</p>')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }))
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>I</strong>mpression</p>')
    })
  })

  it('reports a blank editor as empty', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="<p>x</p>" onChange={onChange} />)
    selectFirstLetter()
    await userEvent.keyboard('{Delete}')
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('')
    })
  })

  it('replaces its content when the value changes from outside, without echoing it back', async () => {
    const onChange = vi.fn()
    render(<ControlledEditor initial="<p>First</p>" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }))
    expect(editor()).toContainHTML('<p>Replaced</p>')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(editor()).toContainHTML('<p>Replaced</p>')
  })
})
