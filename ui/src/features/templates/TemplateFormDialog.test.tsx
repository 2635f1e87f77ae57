import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog'

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection when it scrolls it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
})

interface Options {
  variant?: 'master' | 'own'
  editing?: TemplateFormValues
  serverError?: string
}

function renderDialog({ variant = 'own', editing, serverError }: Options = {}) {
  const onSubmit = vi.fn()
  const onCancel = vi.fn()
  renderWithProviders(
    <TemplateFormDialog
      variant={variant}
      editing={editing}
      saving={false}
      serverError={serverError}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  )
  return { onSubmit, onCancel }
}

const dialog = () => within(screen.getByRole('dialog'))

async function typeContent(text: string) {
  await userEvent.click(dialog().getByRole('textbox', { name: 'Template content' }))
  await userEvent.keyboard(text)
}

async function pick(label: string, option: string) {
  await userEvent.click(dialog().getByRole('combobox', { name: label }))
  const options = document.querySelectorAll<HTMLElement>('.ant-select-item-option')
  const wanted = Array.from(options).find((element) => element.textContent === option)
  if (!wanted) throw new Error(`no option ${option} for ${label}`)
  await userEvent.click(wanted)
}

// Driving an antd dialog with a rich-text editor takes seconds in jsdom, more on a busy machine.
const DIALOG_TEST_TIMEOUT_MS = 20_000

describe('TemplateFormDialog', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('creates an own template with the uniqueness hint and the defaults other and English', () => {
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Create Template' })).toBeInTheDocument()
    expect(dialog().getByText('The name must be unique among your templates.')).toBeInTheDocument()
    expect(dialog().queryByLabelText('Type')).not.toBeInTheDocument()
    expect(dialog().getByText('Other')).toBeInTheDocument()
    expect(dialog().getByText('English')).toBeInTheDocument()
    expect(dialog().getByRole('button', { name: 'Create' })).toBeInTheDocument()
  })

  it('requires a name and content', async () => {
    const { onSubmit } = renderDialog()
    await userEvent.type(dialog().getByLabelText('Name'), '   ')
    await userEvent.click(dialog().getByRole('button', { name: 'Create' }))
    expect(await dialog().findByText('Template content is required')).toBeInTheDocument()
    expect(dialog().getByText('Template name is required')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('requires a type for master templates', async () => {
    const { onSubmit } = renderDialog({ variant: 'master' })
    expect(screen.getByRole('dialog', { name: 'Create Master Template' })).toBeInTheDocument()
    expect(dialog().queryByText('The name must be unique among your templates.')).not.toBeInTheDocument()
    await userEvent.click(dialog().getByRole('button', { name: 'Create' }))
    expect(await dialog().findByText('Template type is required')).toBeInTheDocument()
    expect(dialog().getByText('Template name is required')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the trimmed name, the chosen modality and language and the content as HTML', async () => {
    const { onSubmit } = renderDialog()
    await userEvent.type(dialog().getByLabelText('Name'), '  Knee MRI  ')
    await pick('Modality', 'MRI')
    await pick('Language', 'German')
    await typeContent('Menisken regelrecht')
    await userEvent.click(dialog().getByRole('button', { name: 'Create' }))
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1)
    })
    const [values] = onSubmit.mock.lastCall as [TemplateFormValues]
    expect(values).toMatchObject({ name: 'Knee MRI', modality: 'MRI', language: 'de' })
    expect(values.templateHtml).toContain('<p>Menisken regelrecht</p>')
  })

  it('offers every modality and template language by name', async () => {
    renderDialog()
    await userEvent.click(dialog().getByRole('combobox', { name: 'Modality' }))
    const texts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent)
    expect(texts()).toEqual(['CT', 'MRI', 'MX (Mammography)', 'IR (Interventional)', 'US (Ultrasound)', 'Other'])
    await userEvent.keyboard('{Escape}')
    await userEvent.click(dialog().getByRole('combobox', { name: 'Language' }))
    await waitFor(() => {
      expect(texts()).toEqual(expect.arrayContaining(['English', 'German', 'Polish', 'Lithuanian', 'Romanian']))
    })
    expect(texts()).toEqual(expect.arrayContaining(['Spanish', 'Portuguese (Portugal)', 'Italian', 'French']))
  })

  it('edits a template with its current values', async () => {
    const { onSubmit } = renderDialog({
      variant: 'master',
      editing: {
        name: 'CT Head',
        type: 'Neuro',
        modality: 'CT',
        language: 'en',
        templateHtml: '<p>Brain: normal.</p>',
      },
    })
    expect(screen.getByRole('dialog', { name: 'Edit Master Template' })).toBeInTheDocument()
    expect(dialog().getByLabelText('Name')).toHaveValue('CT Head')
    expect(dialog().getByLabelText('Type')).toHaveValue('Neuro')
    expect(dialog().getByRole('textbox', { name: 'Template content' })).toHaveTextContent('Brain: normal.')
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'CT Head',
        type: 'Neuro',
        modality: 'CT',
        language: 'en',
        templateHtml: '<p>Brain: normal.</p>',
      })
    })
  })

  it("edits a master template's LOINC code and display, checking the code's form", async () => {
    const { onSubmit } = renderDialog({
      variant: 'master',
      editing: {
        name: 'CT Sinus',
        type: 'Neuro',
        modality: 'CT',
        language: 'en',
        templateHtml: '<p>Sinuses: clear.</p>',
        loincCode: '24725-4',
        loincDisplay: 'CT Head',
      },
    })
    const code = dialog().getByLabelText('LOINC code')
    expect(code).toHaveValue('24725-4')
    expect(dialog().getByLabelText('LOINC display')).toHaveValue('CT Head')
    await userEvent.clear(code)
    await userEvent.type(code, 'CT-HEAD')
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }))
    expect(
      await dialog().findByText('LOINC code must be digits, a dash and the check digit, like 24627-2'),
    ).toBeInTheDocument()
    await userEvent.clear(code)
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }))
    expect(await dialog().findByText('LOINC display needs a LOINC code')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(code, '30799-1')
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ loincCode: '30799-1', loincDisplay: 'CT Head' }))
    })
  })

  it('has no LOINC fields for own templates', () => {
    renderDialog()
    expect(dialog().queryByLabelText('LOINC code')).not.toBeInTheDocument()
  })

  it('shows the server error', () => {
    renderDialog({ serverError: 'You already have a template named "Knee MRI".' })
    expect(dialog().getByText('You already have a template named "Knee MRI".')).toBeInTheDocument()
  })

  it('closes on Cancel', async () => {
    const { onCancel } = renderDialog()
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
  })
})
