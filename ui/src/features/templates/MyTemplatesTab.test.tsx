import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { myChest } from '../../test/templates'
import MyTemplatesTab from './MyTemplatesTab'
import type { UserTemplate } from './types'

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection when it scrolls it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
})

function templatesNamed(...names: string[]): UserTemplate[] {
  return names.map((name, i) => ({ ...myChest, id: `t${String(i)}`, name }))
}

// Answers GET with the list and other methods with the given response.
function renderTab(templates: UserTemplate[], change: () => Response = () => json(200, myChest)) {
  const fetchMock = stubApi()
  fetchMock.mockImplementation((request: Request) =>
    Promise.resolve(request.method === 'GET' ? json(200, templates) : change()),
  )
  renderWithProviders(
    <ToastScope>
      <MyTemplatesTab />
    </ToastScope>,
  )
  return fetchMock
}

const changes = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  requestsTo(fetchMock, path).filter((request) => request.method !== 'GET')

async function fillAndCreate(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Create Template' }))
  const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }))
  await userEvent.type(dialog.getByLabelText('Name'), name)
  await userEvent.click(dialog.getByRole('textbox', { name: 'Template content' }))
  await userEvent.keyboard('Lungs clear')
  await userEvent.click(dialog.getByRole('button', { name: 'Create' }))
}

// Driving an antd dialog with a rich-text editor takes seconds in jsdom, more on a busy machine.
const DIALOG_TEST_TIMEOUT_MS = 20_000

describe('MyTemplatesTab', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it("lists the user's templates with modality, language and creation date", async () => {
    renderTab([myChest])
    const row = (await screen.findByText('My chest CT')).closest('tr')
    if (!row) throw new Error('no row')
    expect(within(row).getByText('CT')).toBeInTheDocument()
    expect(within(row).getByText('English')).toBeInTheDocument()
    const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(myChest.createdAt))
    expect(within(row).getByText(created)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeEnabled()
    expect(screen.queryByText('You can have up to 5 templates.')).not.toBeInTheDocument()
  })

  it('stops at 5 templates and says why', async () => {
    renderTab(templatesNamed('A', 'B', 'C', 'D', 'E'))
    expect(await screen.findByText('You can have up to 5 templates.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeDisabled()
  })

  it('allows a fifth template', async () => {
    renderTab(templatesNamed('A', 'B', 'C', 'D'))
    await screen.findByText('D')
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeEnabled()
  })

  it('creates a template and says so', async () => {
    const fetchMock = renderTab([])
    await screen.findByText('No templates yet. Create one to use it in the workspace.')
    await fillAndCreate('Chest CT')

    expect(await screen.findByText('Template created')).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    const [post] = changes(fetchMock, '/api/user-templates')
    expect(post?.method).toBe('POST')
    expect(await post?.json()).toEqual({
      name: 'Chest CT',
      modality: 'other',
      language: 'en',
      templateHtml: expect.stringContaining('Lungs clear') as string,
    })
  })

  it("keeps the dialog open with the server's message when the name is taken", async () => {
    renderTab([myChest], () => json(409, { message: 'You already have a template named "My chest CT".' }))
    await screen.findByText('My chest CT')
    await fillAndCreate('My chest CT')

    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }))
    expect(await dialog.findByText('You already have a template named "My chest CT".')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })

  it('falls back to the spec message when the server gives none', async () => {
    renderTab([], () => new Response(null, { status: 500 }))
    await screen.findByText('No templates yet. Create one to use it in the workspace.')
    await fillAndCreate('Chest CT')
    expect(await within(screen.getByRole('dialog')).findByText('Failed to create template')).toBeInTheDocument()
  })

  it('edits a template', async () => {
    const fetchMock = renderTab([myChest])
    await userEvent.click(await screen.findByRole('button', { name: 'Edit My chest CT' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Template' }))
    expect(dialog.getByLabelText('Name')).toHaveValue('My chest CT')
    await userEvent.clear(dialog.getByLabelText('Name'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Chest CT, follow-up')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Template updated')).toBeInTheDocument()
    const [put] = changes(fetchMock, `/api/user-templates/${myChest.id}`)
    expect(put?.method).toBe('PUT')
    expect(await put?.json()).toEqual({
      name: 'Chest CT, follow-up',
      modality: myChest.modality,
      language: myChest.language,
      templateHtml: myChest.templateHtml,
    })
  })

  it('deletes a template only after confirmation', async () => {
    const fetchMock = renderTab([myChest], () => new Response(null, { status: 204 }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete My chest CT' }))
    const confirmation = await screen.findByRole('tooltip')
    expect(within(confirmation).getByText('Delete "My chest CT"?')).toBeInTheDocument()
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }))
    expect(changes(fetchMock, `/api/user-templates/${myChest.id}`)).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete My chest CT' }))
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Template deleted')).toBeInTheDocument()
    expect(changes(fetchMock, `/api/user-templates/${myChest.id}`).map((request) => request.method)).toEqual([
      'DELETE',
    ])
  })

  it('says when a template could not be deleted', async () => {
    renderTab([myChest], () => new Response(null, { status: 500 }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete My chest CT' }))
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete template')).toBeInTheDocument()
  })
})
