import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Quill from 'quill'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { copyReport } from '../../lib/clipboard'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { newReportStarted, reportWritten, selectReportHtml } from '../report'
import { ReportPanel } from './ReportPanel'
import { reportEditorModule } from './reportEditorModule'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

vi.mock('../../lib/clipboard', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/clipboard')>()),
  copyReport: vi.fn(),
}))

afterEach(() => {
  vi.mocked(copyReport).mockReset()
  store.dispatch(newReportStarted())
  window.localStorage.clear()
})

const GALLBLADDER = '<span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span>'
const SPLEEN = '<span class="rs-pick" data-options="normal|enlarged">normal</span>'
const REPORT = `<h3>Findings</h3><p><strong>Gallbladder:</strong> ${GALLBLADDER}</p><p>Heart size [size].</p><p>The spleen is ${SPLEEN} in size.</p>`

function renderPanel(html: string) {
  stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/macros': () => json(200, []),
  })
  renderWithProviders(
    <ToastScope>
      <ReportPanel />
    </ToastScope>,
  )
  act(() => {
    store.dispatch(
      reportWritten({ html, origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'custom', fallbackReason: null }),
    )
  })
}

function editor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

function quill(): Quill {
  const found = Quill.find(editor().parentElement as HTMLElement)
  if (!(found instanceof Quill)) throw new Error('no editor')
  return found
}

function selectedText(): string {
  const range = quill().getSelection()
  return range ? quill().getText(range.index, range.length) : ''
}

function place(index: number, length = 0) {
  act(() => {
    quill().setSelection(index, length)
  })
}

const reportHtml = () => selectReportHtml(store.getState())

describe('pick fields in the report editor', () => {
  it('shows the value as a field, its options nowhere in the text', () => {
    renderPanel(REPORT)
    const field = editor().querySelector('.rs-pick')
    expect(field?.textContent).toBe('Normal')
    expect(field?.getAttribute('data-options')).toBe('Normal|Prior cholecystectomy|Not seen|Abnormal')
    expect(quill().getText()).toBe('Findings\nGallbladder: Normal\nHeart size [size].\nThe spleen is normal in size.\n')
    // Two pick fields still showing a default and one [...] field: three to see to before copying.
    expect(screen.getByText('3 fields not filled')).toBeInTheDocument()
  })

  it('moves through [...] and pick fields in order with Tab and Shift+Tab', () => {
    renderPanel(REPORT)
    place(0)
    fireEvent.keyDown(editor(), { key: 'Tab' })
    expect(selectedText()).toBe('Normal')
    fireEvent.keyDown(editor(), { key: 'Tab' })
    expect(selectedText()).toBe('[size]')
    fireEvent.keyDown(editor(), { key: 'Tab' })
    expect(selectedText()).toBe('normal')
    fireEvent.keyDown(editor(), { key: 'Tab', shiftKey: true })
    expect(selectedText()).toBe('[size]')
  })

  it('opens the menu with Enter on a selected field and chooses from the keyboard; the options stay', async () => {
    renderPanel(REPORT)
    place(0)
    fireEvent.keyDown(editor(), { key: 'Tab' })
    fireEvent.keyDown(editor(), { key: 'Enter' })
    const menu = await screen.findByRole('listbox', { name: 'Options for Gallbladder' })
    expect(menu).toHaveFocus()
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Normal',
      'Prior cholecystectomy',
      'Not seen',
      'Abnormal',
    ])
    expect(within(menu).getByRole('option', { name: 'Normal' })).toHaveAttribute('aria-selected', 'true')

    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(within(menu).getByRole('option', { name: 'Prior cholecystectomy' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(menu, { key: 'Enter' })

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(quill().getText()).toBe('Findings\nGallbladder: Prior cholecystectomy\nHeart size [size].\nThe spleen is normal in size.\n')
    expect(reportHtml()).toContain(
      '<span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal" data-chosen="">Prior cholecystectomy</span>',
    )
    expect(screen.getByText('2 fields not filled')).toBeInTheDocument()
    // The cursor is after the field; one Undo takes the choice back.
    expect(quill().getSelection()).toEqual({ index: 'Findings\nGallbladder: Prior cholecystectomy'.length, length: 0 })
    act(() => {
      quill().history.undo()
    })
    expect(quill().getText()).toContain('Gallbladder: Normal\n')
  })

  it('opens the menu with Alt+ArrowDown beside a field, and a letter jumps to an option', async () => {
    renderPanel(REPORT)
    place('Findings\nGallbladder: Normal'.length)
    fireEvent.keyDown(editor(), { key: 'ArrowDown', altKey: true })
    const menu = await screen.findByRole('listbox', { name: 'Options for Gallbladder' })
    fireEvent.keyDown(menu, { key: 'n' })
    expect(within(menu).getByRole('option', { name: 'Not seen' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(menu, { key: ' ' })
    expect(quill().getText()).toContain('Gallbladder: Not seen\n')
  })

  it('opens the menu on a click and chooses with the mouse', async () => {
    renderPanel(REPORT)
    const spleen = editor().querySelectorAll('.rs-pick')[1] as HTMLElement
    place('Findings\nGallbladder: Normal\nHeart size [size].\nThe spleen is no'.length)
    await userEvent.click(spleen)
    const menu = await screen.findByRole('listbox', { name: 'Options for The spleen is' })
    await userEvent.click(within(menu).getByRole('option', { name: 'enlarged' }))
    expect(quill().getText()).toContain('The spleen is enlarged in size.')
  })

  it('closes the menu with Escape, leaving the field and the selection as they were', async () => {
    renderPanel(REPORT)
    place(0)
    fireEvent.keyDown(editor(), { key: 'Tab' })
    fireEvent.keyDown(editor(), { key: 'Enter' })
    const menu = await screen.findByRole('listbox')
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(selectedText()).toBe('Normal')
    expect(reportHtml()).not.toContain('data-chosen')
  })

  it('closes the menu when the report changes under it', async () => {
    renderPanel(REPORT)
    place(0)
    fireEvent.keyDown(editor(), { key: 'Tab' })
    fireEvent.keyDown(editor(), { key: 'Enter' })
    await screen.findByRole('listbox')
    act(() => {
      store.dispatch(
        reportWritten({ html: '<p>Filled.</p>', origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'custom', fallbackReason: null }),
      )
    })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('Tab in the menu goes on to the next field', async () => {
    renderPanel(REPORT)
    place(0)
    fireEvent.keyDown(editor(), { key: 'Tab' })
    fireEvent.keyDown(editor(), { key: 'Enter' })
    fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'Tab' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(selectedText()).toBe('[size]')
  })

  it('puts what is typed beside a field outside it, and Enter after it starts a plain line', () => {
    renderPanel(`<p><strong>Gallbladder:</strong> ${GALLBLADDER}</p>`)
    const end = 'Gallbladder: Normal'.length
    place(end)
    const typed = new InputEvent('beforeinput', { inputType: 'insertText', data: '.', bubbles: true, cancelable: true })
    fireEvent(editor(), typed)
    expect(typed.defaultPrevented).toBe(true)
    expect(editor().querySelector('.rs-pick')?.textContent).toBe('Normal')
    expect(quill().getText()).toBe('Gallbladder: Normal.\n')

    place(end)
    fireEvent.keyDown(editor(), { key: 'Enter' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(quill().getText()).toBe('Gallbladder: Normal\n.\n')
    expect(quill().getSelection()).toEqual({ index: end + 1, length: 0 })
    expect(quill().getFormat(end + 1, 1)).toEqual({})
  })

  it('counts a value typed over as filled', async () => {
    renderPanel(`<p><strong>Gallbladder:</strong> ${GALLBLADDER}</p>`)
    expect(screen.getByText('1 field not filled')).toBeInTheDocument()
    act(() => {
      quill().insertText('Gallbladder: Norm'.length, 'ally', Quill.sources.USER)
    })
    await waitFor(() => {
      expect(screen.queryByText(/not filled/)).not.toBeInTheDocument()
    })
  })

  it('copies the value alone: no options, no field markup', async () => {
    vi.mocked(copyReport).mockResolvedValue({ html: true, rtf: false, text: true })
    renderPanel(`<p><strong>Gallbladder:</strong> ${GALLBLADDER}</p>`)
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    const warning = await screen.findByRole('button', { name: 'Copy anyway' })
    expect(screen.getByText(/Choose a value in each pick list/)).toBeInTheDocument()
    await userEvent.click(warning)
    await waitFor(() => {
      expect(copyReport).toHaveBeenCalledTimes(1)
    })
    expect(vi.mocked(copyReport).mock.calls[0]?.[0]).toBe('<p><strong>Gallbladder:</strong> Normal</p>')
  })

  it('copies a selection made by hand with the value alone, and cuts it too', () => {
    renderPanel(`<p><strong>Gallbladder:</strong> ${GALLBLADDER} today</p>`)
    place(0, 'Gallbladder: Normal'.length)
    const data = new Map<string, string>()
    const clipboardData = { setData: (type: string, value: string) => data.set(type, value) }
    fireEvent.copy(editor(), { clipboardData })
    expect(data.get('text/plain')).toBe('Gallbladder: Normal')
    expect(data.get('text/html')).toBe('<strong>Gallbladder:</strong>&nbsp;Normal')
    data.clear()
    fireEvent.cut(editor(), { clipboardData })
    expect(data.get('text/html')).not.toContain('rs-pick')
    expect(quill().getText()).toBe(' today\n')
  })

  it('copies at once once every field is chosen', async () => {
    vi.mocked(copyReport).mockResolvedValue({ html: true, rtf: false, text: true })
    renderPanel(`<p><strong>Gallbladder:</strong> ${GALLBLADDER.replace('class="rs-pick"', 'class="rs-pick" data-chosen=""')}</p>`)
    expect(screen.queryByText(/not filled/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => {
      expect(copyReport).toHaveBeenCalledTimes(1)
    })
    expect(vi.mocked(copyReport).mock.calls[0]?.[0]).toBe('<p><strong>Gallbladder:</strong> Normal</p>')
  })
})
