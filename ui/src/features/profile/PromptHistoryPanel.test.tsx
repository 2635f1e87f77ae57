import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { PromptHistoryPanel } from './PromptHistoryPanel'
import type { SavedPrompt } from './types'

const listPath = '/api/user-prompt-history/template_population'

function savedPrompt(index: number): SavedPrompt {
  return {
    id: `p${String(index)}`,
    promptType: 'template_population',
    name: `Version ${String(index)}`,
    promptText: `Prompt text ${String(index)}`,
    createdAt: '2026-11-01T10:00:00Z',
  }
}

function renderPanel({
  saved = [savedPrompt(1)],
  currentText = 'Fill every section.',
  routes = {},
}: { saved?: SavedPrompt[]; currentText?: string; routes?: Record<string, Responder> } = {}) {
  const fetchMock = stubApi({ [listPath]: () => json(200, saved), ...routes })
  const onUse = vi.fn()
  renderWithProviders(
    <ToastScope>
      <PromptHistoryPanel promptType="template_population" currentText={currentText} onUse={onUse} />
    </ToastScope>,
  )
  return { fetchMock, onUse }
}

describe('PromptHistoryPanel', () => {
  it('lists the saved prompts and restores one', async () => {
    const { onUse } = renderPanel()
    expect(await screen.findByText('Version 1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Use' }))
    expect(onUse).toHaveBeenCalledWith('Prompt text 1')
  })

  it('counts the name up to 100 characters', async () => {
    renderPanel()
    const name = screen.getByLabelText('Saved prompt name')
    expect(screen.getByText('0/100')).toBeInTheDocument()
    await userEvent.type(name, 'Weekly')
    expect(screen.getByText('6/100')).toBeInTheDocument()
    expect(name).toHaveAttribute('maxlength', '100')
  })

  it('saves the current prompt under a trimmed name', async () => {
    const { fetchMock } = renderPanel({
      routes: { '/api/user-prompt-history': () => json(201, savedPrompt(2)) },
    })
    expect(screen.getByRole('button', { name: 'Save Current' })).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Saved prompt name'), '  Short version ')
    await userEvent.click(screen.getByRole('button', { name: 'Save Current' }))

    expect(await screen.findByText('Prompt Saved')).toBeInTheDocument()
    const [save] = requestsTo(fetchMock, '/api/user-prompt-history')
    expect(save?.method).toBe('POST')
    expect(await save?.json()).toEqual({
      promptType: 'template_population',
      name: 'Short version',
      promptText: 'Fill every section.',
    })
    await waitFor(() => {
      expect(requestsTo(fetchMock, listPath)).toHaveLength(2)
    })
    expect(screen.getByLabelText('Saved prompt name')).toHaveValue('')
  })

  it('refuses to save an empty prompt', async () => {
    const { fetchMock } = renderPanel({ currentText: '   ' })
    await userEvent.type(screen.getByLabelText('Saved prompt name'), 'Empty')
    await userEvent.click(screen.getByRole('button', { name: 'Save Current' }))
    expect(await screen.findByText('Cannot save an empty prompt')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/user-prompt-history')).toHaveLength(0)
  })

  it.each([
    [
      'the server message',
      () => json(400, { message: 'A saved prompt with this name exists' }),
      'A saved prompt with this name exists',
    ],
    ['the fallback', () => json(500, {}), 'Failed to save prompt'],
  ])('shows %s when saving fails', async (_name, answer, text) => {
    renderPanel({ routes: { '/api/user-prompt-history': answer } })
    await userEvent.type(screen.getByLabelText('Saved prompt name'), 'Draft')
    await userEvent.click(screen.getByRole('button', { name: 'Save Current' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('stops saving at 5 saved prompts', async () => {
    renderPanel({ saved: [1, 2, 3, 4, 5].map(savedPrompt) })
    expect(await screen.findByText('Maximum of 5 saved prompts reached')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Current' })).toBeDisabled()
  })

  it('deletes a saved prompt after confirmation', async () => {
    const { fetchMock } = renderPanel({ routes: { '/api/user-prompt-history/p1': () => json(200, {}) } })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Version 1' }))
    const confirmation = await screen.findByRole('tooltip')
    expect(within(confirmation).getByText('Delete this saved prompt?')).toBeInTheDocument()
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/user-prompt-history/p1')[0]?.method).toBe('DELETE')
    })
  })

  it('says when a delete fails', async () => {
    renderPanel({ routes: { '/api/user-prompt-history/p1': () => json(500, {}) } })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Version 1' }))
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete prompt')).toBeInTheDocument()
  })

  it('downloads all saved prompts in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderPanel()
    await screen.findByText('Version 1')
    await userEvent.click(screen.getByRole('button', { name: /Download All/ }))
    expect(open).toHaveBeenCalledWith(
      '/api/user-prompt-history/template_population/download',
      '_blank',
      'noopener',
    )
  })
})
