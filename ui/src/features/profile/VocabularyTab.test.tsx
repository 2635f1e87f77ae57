import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import type { VocabularyEntry } from './types'
import { VocabularyTab } from './VocabularyTab'

const pleura: VocabularyEntry = {
  id: 'v1',
  originalWord: 'plura',
  correctedWord: 'pleura',
  language: 'en',
  frequency: 3,
}

function renderTab(routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({ '/api/vocabulary': () => json(200, [pleura]), ...routes })
  renderWithProviders(
    <ToastScope>
      <VocabularyTab preferredLanguage="de" />
    </ToastScope>,
  )
  return fetchMock
}

describe('VocabularyTab', () => {
  it('lists each entry with how often it was used', async () => {
    renderTab()
    expect(await screen.findByText('Used 3 times')).toBeInTheDocument()
    expect(screen.getByText(/plura → pleura/)).toBeInTheDocument()
    expect(screen.getByText('English')).toBeInTheDocument()
  })

  it('requires both words', async () => {
    const fetchMock = renderTab()
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Original word is required')).toBeInTheDocument()
    expect(screen.getByText('Corrected word is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.every(([request]) => request.method === 'GET')).toBe(true)
  })

  it('adds an entry in the preferred language and lists it', async () => {
    let entries = [pleura]
    const added = { id: 'v2', originalWord: 'Lunge', correctedWord: 'Lunge', language: 'de', frequency: 0 }
    const fetchMock = renderTab({
      '/api/vocabulary': () => {
        const list = entries
        entries = [pleura, added]
        return json(200, list)
      },
    })
    await screen.findByText('Used 3 times')
    await userEvent.type(screen.getByLabelText('Original word'), ' Lunge ')
    await userEvent.type(screen.getByLabelText('Corrected word'), 'Lunge')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))

    expect(await screen.findByText('Used 0 times')).toBeInTheDocument()
    const post = requestsTo(fetchMock, '/api/vocabulary').find((request) => request.method === 'POST')
    expect(await post?.json()).toEqual({ originalWord: 'Lunge', correctedWord: 'Lunge', language: 'de' })
    expect(screen.getByLabelText('Original word')).toHaveValue('')
  })

  it('shows why the server refused an entry', async () => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(
        request.method === 'POST'
          ? json(409, { message: 'This word is already in your vocabulary' })
          : json(200, [pleura]),
      ),
    )
    await userEvent.type(screen.getByLabelText('Original word'), 'plura')
    await userEvent.type(screen.getByLabelText('Corrected word'), 'pleura')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('This word is already in your vocabulary')).toBeInTheDocument()
  })

  it('deletes an entry only after confirmation', async () => {
    const fetchMock = renderTab({ '/api/vocabulary/v1': () => json(200, {}) })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete plura' }))
    const confirmation = await screen.findByRole('tooltip')
    expect(within(confirmation).getByText('Delete this vocabulary entry?')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/vocabulary/v1')).toHaveLength(0)

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/vocabulary/v1')[0]?.method).toBe('DELETE')
    })
  })

  it('says when a delete fails', async () => {
    renderTab({ '/api/vocabulary/v1': () => json(500, {}) })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete plura' }))
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete vocabulary entry. Please try again.')).toBeInTheDocument()
  })

  it('says when adding fails without a reason', async () => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'POST' ? json(500, {}) : json(200, [pleura])),
    )
    await userEvent.type(screen.getByLabelText('Original word'), 'a')
    await userEvent.type(screen.getByLabelText('Corrected word'), 'b')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Failed to add vocabulary entry. Please try again.')).toBeInTheDocument()
  })
})
