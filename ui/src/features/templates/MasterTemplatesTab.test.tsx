import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { ctHead, mriKnee } from '../../test/templates'
import MasterTemplatesTab from './MasterTemplatesTab'
import type { MasterTemplate } from './types'

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection when it scrolls it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
})

// Answers GET with the list (which grows by what was created) and other methods with change().
function renderTab(change: () => Response) {
  let templates: MasterTemplate[] = [ctHead, mriKnee]
  const fetchMock = stubApi()
  fetchMock.mockImplementation((request: Request) => {
    if (request.method === 'GET') return Promise.resolve(json(200, templates))
    const response = change()
    if (request.method === 'POST' && response.ok) {
      templates = [...templates, { ...ctHead, id: 'm-new', name: 'CT Sinuses', type: 'ENT' }]
    }
    return Promise.resolve(response)
  })
  renderWithProviders(
    <ToastScope>
      <MasterTemplatesTab />
    </ToastScope>,
  )
  return fetchMock
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, '/api/medical-templates').filter((request) => request.method === 'POST')

// Driving an antd dialog with a rich-text editor takes seconds in jsdom, more on a busy machine.
const DIALOG_TEST_TIMEOUT_MS = 20_000

describe('MasterTemplatesTab', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('lists the default templates with their type', async () => {
    renderTab(() => json(200, ctHead))
    const row = (await screen.findByText('MRT Knie')).closest('tr')
    if (!row) throw new Error('no row')
    expect(within(row).getByText('Muskuloskelettal')).toBeInTheDocument()
    expect(within(row).getByText('MRI')).toBeInTheDocument()
    expect(within(row).getByText('German')).toBeInTheDocument()
  })

  it('creates a master template with its type', async () => {
    const fetchMock = renderTab(() => json(201, ctHead))
    await screen.findByText('CT Head')
    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Create Master Template' }))
    await userEvent.type(dialog.getByLabelText('Name'), 'CT Sinuses')
    await userEvent.type(dialog.getByLabelText('Type'), ' ENT ')
    await userEvent.click(dialog.getByRole('textbox', { name: 'Template content' }))
    await userEvent.keyboard('Sinuses clear')
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }))

    expect(await screen.findByText('Template created')).toBeInTheDocument()
    expect(await screen.findByText('CT Sinuses')).toBeInTheDocument()
    const [post] = posts(fetchMock)
    expect(await post?.json()).toEqual({
      name: 'CT Sinuses',
      type: 'ENT',
      modality: 'other',
      language: 'en',
      templateHtml: expect.stringContaining('Sinuses clear') as string,
      loincCode: '',
      loincDisplay: '',
    })
  })

  it('does not send a template without a type', async () => {
    const fetchMock = renderTab(() => json(201, ctHead))
    await screen.findByText('CT Head')
    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }))
    const dialog = within(screen.getByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Name'), 'CT Sinuses')
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }))
    expect(await dialog.findByText('Template type is required')).toBeInTheDocument()
    expect(posts(fetchMock)).toHaveLength(0)
  })

  it("shows the server's refusal", async () => {
    renderTab(() => json(403, { message: 'Only administrators can change default templates' }))
    await screen.findByText('CT Head')
    await userEvent.click(screen.getByRole('button', { name: 'Edit CT Head' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Master Template' }))
    expect(dialog.getByLabelText('Type')).toHaveValue('Neuro')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await dialog.findByText('Only administrators can change default templates')).toBeInTheDocument()
  })

  it('deletes a master template after confirmation', async () => {
    const fetchMock = renderTab(() => new Response(null, { status: 204 }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete CT Head' }))
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Template deleted')).toBeInTheDocument()
    await waitFor(() => {
      expect(requestsTo(fetchMock, `/api/medical-templates/${ctHead.id}`).map((r) => r.method)).toContain('DELETE')
    })
  })
})
