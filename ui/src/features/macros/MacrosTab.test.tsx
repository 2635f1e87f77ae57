import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { MacrosTab } from './MacrosTab'
import type { Macro } from './types'

const chest: Macro = {
  id: 'm1',
  name: 'normal chest',
  language: 'en',
  text: 'Lungs clear. Heart size [size].',
  shared: false,
  fields: 1,
  createdAt: '2026-11-21T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
}
const brain: Macro = { ...chest, id: 's1', name: 'normal brain', text: 'No acute intracranial abnormality.', shared: true, fields: 0 }

function renderTab(routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi({ '/api/macros': () => json(200, [chest, brain]), ...routes })
  renderWithProviders(
    <ToastScope>
      <MacrosTab preferredLanguage="de" />
    </ToastScope>,
  )
  return fetchMock
}

describe('MacrosTab', () => {
  it('lists own and shared macros, and searches them', async () => {
    renderTab()
    expect(await screen.findByText('normal chest')).toBeInTheDocument()
    expect(screen.getByText('Shared')).toBeInTheDocument()
    expect(screen.getByText('1 field')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete normal brain' })).not.toBeInTheDocument()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search macros' }), 'intracranial')
    expect(screen.queryByText('normal chest')).not.toBeInTheDocument()
    expect(screen.getByText('normal brain')).toBeInTheDocument()
  })

  it('creates a macro in the preferred language', async () => {
    const fetchMock = renderTab({ '/api/macros': () => json(200, []) })
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'POST' ? json(201, { ...chest, language: 'de' }) : json(200, [])),
    )
    await userEvent.click(screen.getByRole('button', { name: /New Macro/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Name'), ' normal chest ')
    await userEvent.type(within(dialog).getByLabelText('Text'), 'Size [[size] mm')
    expect(within(dialog).getByText(/1 field\./)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Macro Added')).toBeInTheDocument()
    const post = requestsTo(fetchMock, '/api/macros').find((request) => request.method === 'POST')
    expect(await post?.json()).toEqual({ name: 'normal chest', language: 'de', text: 'Size [size] mm' })
  })

  it('requires a name and a text', async () => {
    const fetchMock = renderTab()
    await userEvent.click(screen.getByRole('button', { name: /New Macro/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Macro name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Macro text is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.every(([request]) => request.method === 'GET')).toBe(true)
  })

  it('shows why the server refused a macro', async () => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'POST' ? json(409, { message: 'You can have at most 200 macros.' }) : json(200, [chest])),
    )
    await userEvent.click(screen.getByRole('button', { name: /New Macro/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Name'), 'more')
    await userEvent.type(within(dialog).getByLabelText('Text'), 'x')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('You can have at most 200 macros.')).toBeInTheDocument()
  })

  it('edits a macro', async () => {
    const fetchMock = renderTab()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'PUT' ? json(200, chest) : json(200, [chest, brain])),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Edit normal chest' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Name')).toHaveValue('normal chest')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Macro Saved')).toBeInTheDocument()
    const put = requestsTo(fetchMock, '/api/macros/m1').find((request) => request.method === 'PUT')
    expect(await put?.json()).toEqual({ name: 'normal chest', language: 'en', text: 'Lungs clear. Heart size [size].' })
  })

  it('deletes a macro only after confirmation', async () => {
    const fetchMock = renderTab({ '/api/macros/m1': () => new Response(null, { status: 204 }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete normal chest' }))
    expect(requestsTo(fetchMock, '/api/macros/m1')).toHaveLength(0)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/macros/m1').map((request) => request.method)).toEqual(['DELETE'])
    })
  })

  it('exports through a download link and imports a chosen file', async () => {
    const fetchMock = renderTab({ '/api/macros/import': () => json(200, { added: 1, replaced: 0 }) })
    expect(screen.getByRole('link', { name: /Export JSON/ })).toHaveAttribute('href', '/api/macros/export')
    const file = new File([JSON.stringify([{ name: 'spine', language: 'en', text: 'x' }])], 'macros.json', { type: 'application/json' })
    await userEvent.upload(screen.getByLabelText('Macro file to import'), file)
    expect(await screen.findByText('1 added, 0 replaced.')).toBeInTheDocument()
    const [post] = requestsTo(fetchMock, '/api/macros/import')
    expect(await post?.json()).toEqual([{ name: 'spine', language: 'en', text: 'x' }])
  })

  it('says when a file is no JSON', async () => {
    renderTab()
    await userEvent.upload(screen.getByLabelText('Macro file to import'), new File(['not json'], 'macros.json', { type: 'application/json' }))
    expect(await screen.findByText('The file is not a JSON file of macros.')).toBeInTheDocument()
  })
})

describe('MacrosTab for shared macros', () => {
  const sharedBrain: Macro = { ...brain, id: 's1' }
  const sharedSpine: Macro = { ...brain, id: 's2', name: 'normal spine', text: 'Vertebrae aligned.', language: 'de' }

  function renderShared(routes: Record<string, Responder> = {}) {
    const fetchMock = stubApi({ '/api/admin/macros': () => json(200, [sharedBrain, sharedSpine]), ...routes })
    renderWithProviders(
      <ToastScope>
        <MacrosTab shared preferredLanguage="fr" />
      </ToastScope>,
    )
    return fetchMock
  }

  it('lists the shared macros from the admin routes, explains them and searches them', async () => {
    const fetchMock = renderShared()
    expect(await screen.findByText('normal brain')).toBeInTheDocument()
    expect(
      screen.getByText("Shared macros are offered to every user of the language; a user's own macro with the same name wins."),
    ).toBeInTheDocument()
    expect(screen.queryByText('Shared')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit normal brain' })).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/macros')).toHaveLength(0)

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search shared macros' }), 'vertebrae')
    expect(screen.queryByText('normal brain')).not.toBeInTheDocument()
    expect(screen.getByText('normal spine')).toBeInTheDocument()
  })

  // Issue 33, item 10: the shared macros are exported and imported as a user's own are, through
  // the admin routes, with the same controls and the same file.
  it('exports through the admin download link and imports a chosen file into the shared macros', async () => {
    let imported = false
    const fetchMock = renderShared({
      '/api/admin/macros': () => json(200, imported ? [sharedBrain, sharedSpine, { ...sharedBrain, id: 's3', name: 'spine' }] : [sharedBrain, sharedSpine]),
      '/api/admin/macros/import': () => {
        imported = true
        return json(200, { added: 1, replaced: 1 })
      },
    })
    expect(await screen.findByText('normal brain')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Export JSON/ })).toHaveAttribute('href', '/api/admin/macros/export')
    const file = new File([JSON.stringify([{ name: 'spine', language: 'en', text: 'x' }])], 'macros.json', { type: 'application/json' })
    await userEvent.upload(screen.getByLabelText('Macro file to import'), file)
    expect(await screen.findByText('1 added, 1 replaced.')).toBeInTheDocument()
    const [post] = requestsTo(fetchMock, '/api/admin/macros/import')
    expect(post?.method).toBe('POST')
    expect(await post?.json()).toEqual([{ name: 'spine', language: 'en', text: 'x' }])
    expect(requestsTo(fetchMock, '/api/macros/import')).toHaveLength(0)
    expect(await screen.findByText('spine')).toBeInTheDocument()
  })

  it('says when there are no shared macros yet', async () => {
    renderShared({ '/api/admin/macros': () => json(200, []) })
    expect(await screen.findByText('No shared macros yet')).toBeInTheDocument()
  })

  it('creates a shared macro through the admin route', async () => {
    const fetchMock = renderShared()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'POST' ? json(201, { ...sharedBrain, id: 's3', language: 'fr' }) : json(200, [sharedBrain])),
    )
    await userEvent.click(await screen.findByRole('button', { name: /New Shared Macro/ }))
    const dialog = await screen.findByRole('dialog', { name: 'New Shared Macro' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'normal knee')
    await userEvent.type(within(dialog).getByLabelText('Text'), 'No effusion.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Macro Added')).toBeInTheDocument()
    expect(screen.getByText('Every user of the language can insert "normal knee".')).toBeInTheDocument()
    const post = requestsTo(fetchMock, '/api/admin/macros').find((request) => request.method === 'POST')
    expect(await post?.json()).toEqual({ name: 'normal knee', language: 'fr', text: 'No effusion.' })
    expect(requestsTo(fetchMock, '/api/macros')).toHaveLength(0)
  })

  it('shows why the server refused a shared macro', async () => {
    const fetchMock = renderShared()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'PUT' ? json(409, { message: 'A shared macro with this name already exists.' }) : json(200, [sharedBrain])),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Edit normal brain' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shared Macro' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A shared macro with this name already exists.')).toBeInTheDocument()
  })

  it('edits a shared macro through the admin route', async () => {
    const fetchMock = renderShared()
    fetchMock.mockImplementation((request: Request) =>
      Promise.resolve(request.method === 'PUT' ? json(200, sharedBrain) : json(200, [sharedBrain, sharedSpine])),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Edit normal spine' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shared Macro' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('normal spine')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Macro Saved')).toBeInTheDocument()
    const put = requestsTo(fetchMock, '/api/admin/macros/s2').find((request) => request.method === 'PUT')
    expect(await put?.json()).toEqual({ name: 'normal spine', language: 'de', text: 'Vertebrae aligned.' })
  })

  it('deletes a shared macro only after confirmation, then lists the rest', async () => {
    let deleted = false
    const fetchMock = renderShared({
      '/api/admin/macros': () => json(200, deleted ? [sharedSpine] : [sharedBrain, sharedSpine]),
      '/api/admin/macros/s1': () => {
        deleted = true
        return new Response(null, { status: 204 })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete normal brain' }))
    expect(requestsTo(fetchMock, '/api/admin/macros/s1')).toHaveLength(0)
    expect(await screen.findByText('Delete this shared macro for every user?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/admin/macros/s1').map((request) => request.method)).toEqual(['DELETE'])
    })
    await waitFor(() => {
      expect(screen.queryByText('normal brain')).not.toBeInTheDocument()
    })
    expect(screen.getByText('normal spine')).toBeInTheDocument()
  })
})
