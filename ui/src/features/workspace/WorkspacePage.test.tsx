import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../profile/testUsers'
import { templateSelectionCleared } from '../templates/selectionSlice'
import { ctHead, myChest } from '../templates/testTemplates'
import WorkspacePage from './WorkspacePage'

afterEach(() => {
  store.dispatch(templateSelectionCleared())
})

// The setup file's matchMedia matches nothing: a phone. This one is a desktop screen.
const phoneMedia = window.matchMedia.bind(window)

function pretendWideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    Object.assign(phoneMedia(query), { matches: query === '(min-width: 992px)' }),
  )
}

const booby = {
  ...ctHead,
  id: 'm9',
  name: 'Tampered',
  templateHtml: '<p>Findings</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
}

function renderWorkspace() {
  stubApi({
    '/api/auth/user': () => json(200, sampleUser()),
    '/api/medical-templates': () => json(200, [ctHead, booby]),
    '/api/user-templates': () => json(200, [myChest]),
    '/api/template-filters': () => json(200, {}),
  })
  renderWithProviders(<WorkspacePage />)
}

describe('WorkspacePage', () => {
  it('shows the picker in the left column and the chosen template read-only in the report column', async () => {
    pretendWideScreen()
    renderWorkspace()
    const templates = screen.getByRole('region', { name: 'Templates' })
    await userEvent.click(await within(templates).findByRole('button', { name: /CT Head/ }))

    const report = screen.getByRole('region', { name: 'Radiology Report' })
    const preview = within(report).getByRole('article', { name: 'Template preview: CT Head' })
    expect(preview).toContainHTML('<h2>CT Head</h2><p>Brain: normal.</p>')
    expect(screen.queryByRole('button', { name: 'Select Template' })).not.toBeInTheDocument()
  })

  it('sanitises the template before showing it', async () => {
    pretendWideScreen()
    renderWorkspace()
    await userEvent.click(await screen.findByRole('button', { name: /Tampered/ }))
    const preview = screen.getByRole('article', { name: 'Template preview: Tampered' })
    expect(preview).toHaveTextContent('Findings')
    expect(preview.querySelector('script')).toBeNull()
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror')
  })

  it('folds the picker into a Select Template panel on a phone, closed once a template is chosen', async () => {
    renderWorkspace()
    const panel = screen.getByRole('button', { name: /Select Template/ })
    expect(panel).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(await screen.findByRole('button', { name: /My chest CT/ }))

    expect(panel).toHaveAttribute('aria-expanded', 'false')
    expect(within(panel).getByText('Template: My chest CT')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Template preview: My chest CT' })).toHaveTextContent('Lungs: clear.')

    await userEvent.click(panel)
    expect(panel).toHaveAttribute('aria-expanded', 'true')
  })
})
