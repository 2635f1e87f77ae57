import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, sampleSiteInfo, stubApi, type Responder } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import type { User } from '../auth'
import { siteApi } from '../site'
import { AiPromptsTab } from './AiPromptsTab'

const promptLabels = [
  'Transcript correction prompt',
  'Template population prompt',
  'Report from scratch prompt',
  'Report generation prompt',
]

// Site info is fetched first so the Get Help link is settled when asserted.
async function renderTab({
  user = sampleUser(),
  communityUrl = '',
  routes = {},
}: { user?: User; communityUrl?: string; routes?: Record<string, Responder> } = {}) {
  const fetchMock = stubApi({
    '/api/site-info': () => json(200, { ...sampleSiteInfo, communityUrl }),
    '/api/user-prompt-history/template_population': () => json(200, []),
    '/api/user-prompt-history/report_from_scratch': () => json(200, []),
    ...routes,
  })
  await store.dispatch(siteApi.endpoints.getSiteInfo.initiate())
  renderWithProviders(
    <ToastScope>
      <AiPromptsTab user={user} />
    </ToastScope>,
  )
  return fetchMock
}

describe('AiPromptsTab', () => {
  it('says that prompts change nothing where the built-in engine writes the reports, in no operator words', async () => {
    await renderTab({ routes: { '/api/report-engine': () => json(200, { followsPrompts: false }) } })
    expect(await screen.findByText('Prompts are not used on this server')).toBeInTheDocument()
    expect(
      screen.getByText(/RadScribe's built-in engine, which follows fixed rules and reads no prompts, so prompts change nothing for now/),
    ).toBeInTheDocument()
    expect(screen.getByText(/take effect if your administrator switches the server to an AI model/)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/llm\.provider|docs\/configuration/)
  })

  it('says nothing of the kind where an AI model follows the prompts', async () => {
    const fetchMock = await renderTab({ routes: { '/api/report-engine': () => json(200, { followsPrompts: true }) } })
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/report-engine')).toHaveLength(1)
    })
    expect(screen.getByLabelText('Transcript correction prompt')).toBeInTheDocument()
    expect(screen.queryByText('Prompts are not used on this server')).not.toBeInTheDocument()
  })

  it('shows each prompt with an N/5000 counter', async () => {
    await renderTab({ user: sampleUser({ customCorrectionPrompt: 'Fix spelling.' }) })
    expect(screen.getByLabelText('Transcript correction prompt')).toHaveValue('Fix spelling.')
    expect(screen.getByText('13/5000')).toBeInTheDocument()
    expect(screen.getAllByText('0/5000')).toHaveLength(4)
    expect(screen.getByRole('button', { name: /Report generation \(legacy\)/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('counts characters as the user types', async () => {
    await renderTab()
    await userEvent.type(screen.getByLabelText('Template population prompt'), 'Be brief.')
    expect(screen.getByText('9/5000')).toBeInTheDocument()
  })

  it('refuses prompts over 5000 characters with the four messages', async () => {
    const fetchMock = await renderTab()
    for (const label of promptLabels) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(5001) } })
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Prompts' }))

    expect(await screen.findByText('Correction prompt cannot exceed 5000 characters')).toBeInTheDocument()
    expect(screen.getByText('Template population prompt cannot exceed 5000 characters')).toBeInTheDocument()
    expect(screen.getByText('Report from scratch prompt cannot exceed 5000 characters')).toBeInTheDocument()
    expect(screen.getByText('Report generation prompt cannot exceed 5000 characters')).toBeInTheDocument()
    expect(screen.getAllByText('5001/5000')).toHaveLength(4)
    expect(screen.getByRole('button', { name: /Report generation \(legacy\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(requestsTo(fetchMock, '/api/profile/prompts')).toHaveLength(0)
  })

  it('accepts exactly 5000 characters', async () => {
    const fetchMock = await renderTab({ routes: { '/api/profile/prompts': () => json(200, {}) } })
    fireEvent.change(screen.getByLabelText('Transcript correction prompt'), {
      target: { value: 'x'.repeat(5000) },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Save Prompts' }))
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/profile/prompts')).toHaveLength(1)
    })
  })

  it('saves the prompts and switches, blank prompts as null', async () => {
    const fetchMock = await renderTab({ routes: { '/api/profile/prompts': () => json(200, {}) } })
    await userEvent.type(screen.getByLabelText('Report from scratch prompt'), 'Write in short sentences.')
    await userEvent.click(screen.getByRole('switch', { name: 'Use custom report from scratch prompt' }))
    await userEvent.type(screen.getByLabelText('Impression prompt'), 'Number the findings.')
    await userEvent.click(screen.getByRole('switch', { name: 'Use custom impression prompt' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Prompts' }))

    expect(await screen.findByText('Prompts Updated')).toBeInTheDocument()
    const [update] = requestsTo(fetchMock, '/api/profile/prompts')
    expect(update?.method).toBe('PUT')
    expect(await update?.json()).toEqual({
      customCorrectionPrompt: null,
      customReportGenerationPrompt: null,
      customTemplatePopulationPrompt: null,
      customReportFromScratchPrompt: 'Write in short sentences.',
      useCustomCorrectionPrompt: false,
      useCustomReportGenerationPrompt: false,
      useCustomTemplatePopulationPrompt: false,
      useCustomReportFromScratchPrompt: true,
      customImpressionPrompt: 'Number the findings.',
      useCustomImpressionPrompt: true,
    })
  })

  it('says when saving fails', async () => {
    await renderTab({ routes: { '/api/profile/prompts': () => json(500, {}) } })
    await userEvent.click(screen.getByRole('button', { name: 'Save Prompts' }))
    expect(await screen.findByText('Failed to update custom prompts. Please try again.')).toBeInTheDocument()
  })

  it('links Get Help to the community when one is configured', async () => {
    await renderTab({ communityUrl: 'https://community.example.com' })
    expect(screen.getByRole('link', { name: /Get Help/ })).toHaveAttribute('href', 'https://community.example.com')
  })

  it('hides Get Help without a community', async () => {
    await renderTab()
    expect(screen.queryByRole('link', { name: /Get Help/ })).not.toBeInTheDocument()
  })

  it('offers a saved-prompt history for template population and report from scratch', async () => {
    await renderTab()
    expect(await screen.findAllByText('Saved Prompts')).toHaveLength(2)
  })
})
