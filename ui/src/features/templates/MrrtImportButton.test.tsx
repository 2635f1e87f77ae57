import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { myChest } from '../../test/templates'
import { MAX_MRRT_BYTES, MrrtImportButton } from './MrrtImportButton'
import MyTemplatesTab from './MyTemplatesTab'

const mrrtFile = (text: string, name = 'chest.html') => new File([text], name, { type: 'text/html' })

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  return input
}

describe('MrrtImportButton', () => {
  it('sends the file as text and lists what was not imported', async () => {
    const onImport = vi.fn(() =>
      Promise.resolve({ name: 'Chest Radiograph', warnings: ['Scripts were not imported.'] }),
    )
    renderWithProviders(<MrrtImportButton onImport={onImport} />)
    expect(screen.getByRole('button', { name: /Import MRRT/ })).toBeInTheDocument()
    await userEvent.upload(fileInput(), mrrtFile('<html>mrrt</html>'))
    const dialog = within(await screen.findByRole('dialog', { name: 'Template imported' }))
    expect(onImport).toHaveBeenCalledWith('<html>mrrt</html>')
    expect(dialog.getByText('Chest Radiograph')).toBeInTheDocument()
    expect(within(dialog.getByRole('list', { name: 'Import warnings' })).getByText('Scripts were not imported.')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
  })

  it('says so when everything was imported', async () => {
    renderWithProviders(<MrrtImportButton onImport={() => Promise.resolve({ name: 'Knee', warnings: [] })} />)
    await userEvent.upload(fileInput(), mrrtFile('<html></html>'))
    expect(await screen.findByText('Everything in the file was imported.')).toBeInTheDocument()
  })

  it('refuses a file above 512 KB without sending it', async () => {
    const onImport = vi.fn()
    renderWithProviders(<MrrtImportButton onImport={onImport} />)
    await userEvent.upload(fileInput(), mrrtFile('x'.repeat(MAX_MRRT_BYTES + 1)))
    const dialog = within(await screen.findByRole('dialog', { name: 'Import failed' }))
    expect(dialog.getByText('The MRRT file must be at most 512 KB.')).toBeInTheDocument()
    expect(onImport).not.toHaveBeenCalled()
  })
})

describe('MRRT in My Templates', () => {
  it("imports through the API, shows the server's refusal and offers each template as an MRRT download", async () => {
    const fetchMock = stubApi({
      '/api/user-templates': () => json(200, [myChest]),
      '/api/user-templates/import/mrrt': () => json(400, { message: 'This file is not an IHE MRRT template.' }),
    })
    renderWithProviders(
      <ToastScope>
        <MyTemplatesTab />
      </ToastScope>,
    )
    const download = await screen.findByRole('link', { name: `Export ${myChest.name} as MRRT` })
    expect(download).toHaveAttribute('href', `/api/user-templates/${myChest.id}/mrrt`)
    await userEvent.upload(fileInput(), mrrtFile('just text', 'notes.html'))
    const dialog = within(await screen.findByRole('dialog', { name: 'Import failed' }))
    expect(dialog.getByText('This file is not an IHE MRRT template.')).toBeInTheDocument()
    const sent = requestsTo(fetchMock, '/api/user-templates/import/mrrt')
    expect(sent).toHaveLength(1)
    expect(await sent[0]?.json()).toEqual({ fileText: 'just text' })
  })
})
