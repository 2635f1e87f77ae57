import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { AiPromptsAdminTab } from './AiPromptsAdminTab'
import type { AiPrompt } from './types'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

const longText = `${'Correct the transcript. '.repeat(10)}END`

const correction: AiPrompt = {
  id: 'a1',
  name: 'medical_correction_universal',
  description: 'Corrects transcripts',
  promptText: longText,
  language: 'universal',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

function renderTab(routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({ '/api/ai-prompts': () => json(200, [correction]), ...routes })
  renderWithProviders(
    <ToastScope>
      <AiPromptsAdminTab />
    </ToastScope>,
  )
  return fetchMock
}

describe('AiPromptsAdminTab', () => {
  it('tells admins that the built-in engine follows no prompts, and how to use a model that does', async () => {
    renderTab({ '/api/report-engine': () => json(200, { followsPrompts: false }) })
    expect(await screen.findByText('Prompts are not used on this server')).toBeInTheDocument()
    expect(screen.getByText('llm.provider')).toBeInTheDocument()
    expect(screen.getByText(/docs\/configuration\.md, section llm/)).toBeInTheDocument()
    expect(screen.queryByText(/your administrator/)).not.toBeInTheDocument()
  })

  it('lists prompts with a preview cut at 200 characters', async () => {
    renderTab()
    expect(await screen.findByText('medical_correction_universal')).toBeInTheDocument()
    expect(screen.getByText('All Languages')).toBeInTheDocument()
    expect(screen.getByText('Corrects transcripts')).toBeInTheDocument()
    expect(screen.getByText(`${longText.slice(0, 200)}...`)).toBeInTheDocument()
    expect(screen.queryByText(/END/)).not.toBeInTheDocument()
  })

  it('requires a name and a prompt text', async () => {
    const fetchMock = renderTab()
    await userEvent.click(screen.getByRole('button', { name: /New Prompt/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Prompt' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))

    expect(await within(dialog).findByText('Prompt name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Prompt text is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.every(([request]) => request.method === 'GET')).toBe(true)
  })

  it('creates a prompt for all languages by default', async () => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(
        request.method === 'POST' ? json(201, { ...correction, id: 'a2' }) : json(200, [correction]),
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: /New Prompt/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Prompt' })
    await userEvent.type(within(dialog).getByLabelText('Name'), ' master_findings ')
    await userEvent.type(within(dialog).getByLabelText('Prompt text'), 'List the findings.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))

    expect(await screen.findByText('Prompt Created')).toBeInTheDocument()
    const post = requestsTo(fetchMock, '/api/ai-prompts').find((request) => request.method === 'POST')
    expect(await post?.json()).toEqual({
      name: 'master_findings',
      description: '',
      promptText: 'List the findings.',
      language: 'universal',
    })
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
  })

  it('edits a prompt', async () => {
    const fetchMock = renderTab({ '/api/ai-prompts/a1': () => json(200, correction) })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit medical_correction_universal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Prompt' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('medical_correction_universal')
    await userEvent.clear(within(dialog).getByLabelText('Description'))
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Fixes words')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Prompt Updated')).toBeInTheDocument()
    const [update] = requestsTo(fetchMock, '/api/ai-prompts/a1')
    expect(update?.method).toBe('PUT')
    expect(await update?.json()).toEqual({
      name: 'medical_correction_universal',
      description: 'Fixes words',
      promptText: longText,
      language: 'universal',
    })
  })

  it.each([
    ['creating', 'POST', 'Failed to create prompt. Please try again.'],
    ['updating', 'PUT', 'Failed to update prompt. Please try again.'],
  ])('says when %s fails', async (_name, method, text) => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === method ? json(500, {}) : json(200, [correction])),
    )
    if (method === 'POST') {
      await userEvent.click(screen.getByRole('button', { name: /New Prompt/ }))
      await userEvent.type(screen.getByLabelText('Name'), 'x')
      await userEvent.type(screen.getByLabelText('Prompt text'), 'y')
      await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    } else {
      await userEvent.click(await screen.findByRole('button', { name: 'Edit medical_correction_universal' }))
      await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    }
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('deletes a prompt after confirmation', async () => {
    const fetchMock = renderTab({ '/api/ai-prompts/a1': () => json(500, {}) })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete medical_correction_universal' }))
    const confirmation = await screen.findByRole('tooltip')
    expect(within(confirmation).getByText('Delete this prompt?')).toBeInTheDocument()
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Failed to delete prompt')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/ai-prompts/a1')[0]?.method).toBe('DELETE')
  })

  it('signs in again when the session has ended', async () => {
    renderTab({ '/api/ai-prompts': () => json(401, { message: 'Unauthorized' }) })
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument()
    await waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/api/login')
    })
  })
})
