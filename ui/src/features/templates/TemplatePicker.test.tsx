import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { ctHead, mriKnee, myChest, usThyroid } from '../../test/templates'
import { sampleUser } from '../../test/users'
import { authApi, type User } from '../auth'
import { selectSelectedTemplate, templateSelectionCleared } from '../report'
import { TemplatePicker } from './TemplatePicker'
import { SEARCH_SAVE_DELAY_MS } from './useSavedTemplateFilters'

afterEach(() => {
  store.dispatch(templateSelectionCleared())
})

interface PickerSetup {
  user?: User
  routes?: Record<string, Responder>
}

function renderPicker({ user = sampleUser(), routes = {} }: PickerSetup = {}) {
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, user),
    '/api/medical-templates': () => json(200, [ctHead, mriKnee, usThyroid]),
    '/api/user-templates': () => json(200, [myChest]),
    '/api/template-filters': () => json(200, {}),
    ...routes,
  })
  renderWithProviders(<TemplatePicker />)
  return fetchMock
}

const option = (name: string) => screen.getByRole('button', { name: new RegExp(name) })

async function choose(filterLabel: string, optionLabel: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filterLabel }))
  const options = document.querySelectorAll<HTMLElement>('.ant-select-item-option')
  const wanted = Array.from(options).find((element) => element.textContent === optionLabel)
  if (!wanted) throw new Error(`no option ${optionLabel} in the ${filterLabel} filter`)
  await userEvent.click(wanted)
}

async function savedFilters(fetchMock: ReturnType<typeof stubApi>) {
  return Promise.all(requestsTo(fetchMock, '/api/template-filters').map((request) => request.clone().json()))
}

describe('TemplatePicker', () => {
  it('shows skeleton rows while the default templates load', async () => {
    renderPicker({ routes: { '/api/medical-templates': pending } })
    expect(await screen.findByRole('status', { name: 'Loading templates' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Default Templates' })).toBeInTheDocument()
  })

  it('lists default and own templates with type, modality and language badges', async () => {
    renderPicker()
    const ct = await screen.findByRole('button', { name: /CT Head/ })
    expect(within(ct).getByText('Neuro')).toBeInTheDocument()
    expect(within(ct).getByText('CT')).toBeInTheDocument()
    expect(within(ct).getByText('EN')).toBeInTheDocument()
    expect(within(option('MRT Knie')).getByText('DE')).toBeInTheDocument()
    expect(within(option('MRT Knie')).getByText('MRI')).toBeInTheDocument()

    const mine = within(await screen.findByRole('region', { name: 'My Templates (1)' }))
    expect(mine.getByText('Custom')).toBeInTheDocument()
    expect(mine.getByText('My chest CT')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search templates...')).toBeInTheDocument()
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument()
  })

  it('filters by search term and counts what it found', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    await userEvent.type(screen.getByPlaceholderText('Search templates...'), 'knie')
    expect(screen.getByText('Found 1 template(s)')).toBeInTheDocument()
    expect(screen.getByText('MRT Knie')).toBeInTheDocument()
    expect(screen.queryByText('CT Head')).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'My Templates (0)' })).getByText(
      'No templates match your search criteria',
    )).toBeInTheDocument()
  })

  it('searches by type, modality and language too', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    await userEvent.type(screen.getByPlaceholderText('Search templates...'), 'ct')
    expect(screen.getByText('Found 2 template(s)')).toBeInTheDocument()
    expect(screen.getByText('CT Head')).toBeInTheDocument()
    expect(screen.getByText('My chest CT')).toBeInTheDocument()
  })

  it('filters by modality and by language', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    await choose('Modality', 'CT')
    expect(screen.getByText('Found 2 template(s)')).toBeInTheDocument()
    expect(screen.queryByText('MRT Knie')).not.toBeInTheDocument()

    await choose('Modality', 'All')
    await choose('Language', 'FR')
    expect(screen.getByText('Found 1 template(s)')).toBeInTheDocument()
    expect(screen.getByText('Échographie thyroïdienne')).toBeInTheDocument()
  })

  it('offers the spec filter choices', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    await userEvent.click(screen.getByRole('combobox', { name: 'Modality' }))
    const labels = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).map((element) => element.textContent)
    expect(labels('.ant-select-item-option')).toEqual(['All', 'CT', 'MRI', 'MX', 'IR', 'US', 'Other'])
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }))
    await waitFor(() => {
      expect(labels('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toEqual([
        'All',
        'EN',
        'DE',
        'ES',
        'PT',
        'IT',
        'FR',
      ])
    })
  })

  it('says when nothing matches and when there are no default templates', async () => {
    renderPicker({
      routes: { '/api/medical-templates': () => json(200, []), '/api/user-templates': () => json(200, []) },
    })
    expect(await screen.findByText('No default templates available')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /My Templates/ })).not.toBeInTheDocument()
  })

  it('says when no default template matches the filters', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    await userEvent.type(screen.getByPlaceholderText('Search templates...'), 'zzz')
    expect(screen.getByText('Found 0 template(s)')).toBeInTheDocument()
    const defaults = within(screen.getByRole('region', { name: 'Default Templates' }))
    expect(defaults.getByText('No templates match your search criteria')).toBeInTheDocument()
  })

  it('starts from the filters saved on the user and does not save them again', async () => {
    const fetchMock = renderPicker({
      user: sampleUser({ templateSearchTerm: '', templateModalityFilter: 'MRI', templateLanguageFilter: 'de' }),
    })
    expect(await screen.findByText('MRT Knie')).toBeInTheDocument()
    expect(screen.getByText('Found 1 template(s)')).toBeInTheDocument()
    expect(screen.queryByText('CT Head')).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/template-filters')).toHaveLength(0)
  })

  it('saves each filter change, the search term once typing pauses', async () => {
    const fetchMock = renderPicker()
    await screen.findByText('CT Head')
    await choose('Modality', 'MRI')
    await waitFor(async () => {
      expect(await savedFilters(fetchMock)).toEqual([
        { searchTerm: '', modalityFilter: 'MRI', languageFilter: 'all' },
      ])
    })
    expect(requestsTo(fetchMock, '/api/template-filters')[0]?.method).toBe('PUT')
    // The cached user follows, so the workspace reopens with these filters.
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data?.templateModalityFilter).toBe('MRI')

    await userEvent.type(screen.getByPlaceholderText('Search templates...'), 'knie')
    await waitFor(async () => {
      expect(await savedFilters(fetchMock)).toHaveLength(2)
    })
    await new Promise((resolve) => setTimeout(resolve, SEARCH_SAVE_DELAY_MS * 2))
    expect(await savedFilters(fetchMock)).toHaveLength(2)
    expect((await savedFilters(fetchMock))[1]).toEqual({
      searchTerm: 'knie',
      modalityFilter: 'MRI',
      languageFilter: 'all',
    })
  })

  it('only logs a failed save and keeps filtering', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    renderPicker({ routes: { '/api/template-filters': () => json(500, { message: 'Database unavailable' }) } })
    await screen.findByText('CT Head')
    await choose('Language', 'DE')
    expect(screen.getByText('Found 1 template(s)')).toBeInTheDocument()
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith('Saving the template filters failed', expect.anything())
    })
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument()
  })

  it('marks the chosen template and keeps it in the store', async () => {
    renderPicker()
    await userEvent.click(await screen.findByRole('button', { name: /CT Head/ }))
    const chosen = option('CT Head')
    expect(chosen).toHaveAttribute('aria-pressed', 'true')
    expect(within(chosen).getByRole('img', { name: 'Selected' })).toBeInTheDocument()
    expect(within(option('My chest CT')).queryByRole('img', { name: 'Selected' })).not.toBeInTheDocument()
    expect(selectSelectedTemplate(store.getState())).toEqual({
      source: 'default',
      id: ctHead.id,
      name: ctHead.name,
      templateHtml: ctHead.templateHtml,
      modality: ctHead.modality,
      language: ctHead.language,
    })

    await userEvent.click(option('My chest CT'))
    expect(option('My chest CT')).toHaveAttribute('aria-pressed', 'true')
    expect(option('CT Head')).toHaveAttribute('aria-pressed', 'false')
    expect(selectSelectedTemplate(store.getState())?.source).toBe('custom')
  })

  it('can be used from the keyboard', async () => {
    renderPicker()
    await screen.findByText('CT Head')
    option('MRT Knie').focus()
    await userEvent.keyboard('{Enter}')
    expect(option('MRT Knie')).toHaveAttribute('aria-pressed', 'true')
  })
})
