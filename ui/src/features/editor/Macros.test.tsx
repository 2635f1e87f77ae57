import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Quill from 'quill'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { copyReport } from '../../lib/clipboard'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { Macro } from '../macros'
import { newReportStarted, reportWritten } from '../report'
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

const chest: Macro = {
  id: 'm1',
  name: 'normal chest',
  language: 'en',
  text: 'Lungs clear. Heart size [size], [side] side.',
  shared: false,
  fields: 2,
  createdAt: '2026-11-21T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
}

function renderPanel(html: string) {
  stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/macros': () => json(200, [chest]),
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

describe('unfilled fields before copy', () => {
  it('names one unfilled field and copies only when asked to copy anyway', async () => {
    vi.mocked(copyReport).mockResolvedValue({ html: true, rtf: false, text: true })
    renderPanel('<p>Heart size [size].</p>')
    expect(screen.getByText('1 field not filled')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('button', { name: 'Copy anyway' })).toBeInTheDocument()
    expect(copyReport).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Copy anyway' }))
    await waitFor(() => {
      expect(copyReport).toHaveBeenCalledTimes(1)
    })
  })

  it('counts several fields, and Ctrl+Enter asks too', async () => {
    renderPanel('<p>Heart size [size], [side] side.</p><p>[impression]</p>')
    expect(screen.getByText('3 fields not filled')).toBeInTheDocument()
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true })
    expect(await screen.findByRole('button', { name: 'Copy anyway' })).toBeInTheDocument()
    expect(copyReport).not.toHaveBeenCalled()
  })

  it('copies at once when every field is filled', async () => {
    vi.mocked(copyReport).mockResolvedValue({ html: true, rtf: false, text: true })
    renderPanel('<p>Heart size normal.</p>')
    expect(screen.queryByText(/not filled/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => {
      expect(copyReport).toHaveBeenCalledTimes(1)
    })
  })
})

describe('macros in the report editor', () => {
  it('expands a typed name on Ctrl+Space and moves through the fields with Tab', async () => {
    renderPanel('<p>Findings: Normal Chest</p>')
    await screen.findByRole('combobox', { name: 'Insert macro' })
    await waitFor(() => {
      expect(store.getState().api.queries['getMacros(undefined)']?.status).toBe('fulfilled')
    })
    act(() => {
      quill().setSelection(quill().getLength() - 1, 0)
    })
    fireEvent.keyDown(editor(), { key: ' ', code: 'Space', ctrlKey: true })

    expect(quill().getText()).toBe('Findings: Lungs clear. Heart size [size], [side] side.\n')
    expect(selectedText()).toBe('[size]')
    fireEvent.keyDown(editor(), { key: 'Tab' })
    expect(selectedText()).toBe('[side]')
    fireEvent.keyDown(editor(), { key: 'Tab', shiftKey: true })
    expect(selectedText()).toBe('[size]')
  })

  it('leaves Ctrl+Space without effect after a word that names no macro', () => {
    renderPanel('<p>Findings: abnormal</p>')
    act(() => {
      quill().setSelection(quill().getLength() - 1, 0)
    })
    fireEvent.keyDown(editor(), { key: ' ', code: 'Space', ctrlKey: true })
    expect(quill().getText()).toBe('Findings: abnormal\n')
  })

  it('inserts the macro chosen from the list at the cursor', async () => {
    renderPanel('<p>Findings: </p>')
    act(() => {
      quill().setSelection(quill().getLength() - 1, 0)
    })
    await userEvent.click(screen.getByRole('combobox', { name: 'Insert macro' }))
    await userEvent.click(await screen.findByText('normal chest'))
    expect(quill().getText()).toBe('Findings: Lungs clear. Heart size [size], [side] side.\n')
    expect(selectedText()).toBe('[size]')
  })
})
