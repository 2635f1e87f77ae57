import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { json, requestsTo } from '../../test/stubApi'
import { renderDictation, resetDictation } from './renderDictation'

afterEach(resetDictation)

const HINT = 'Both are off: read your transcripts first, then choose Fill Template or Generate from Scratch yourself.'

describe('AutoWorkflowPreferences', () => {
  it('switches the other toggle off, saves both and drops the hint', async () => {
    const { fetchMock } = renderDictation({
      user: { autoGenerateReport: true },
      routes: { '/api/recording-workflow-preferences': () => json(200, { autoFillTemplate: true, autoGenerateReport: false }) },
    })
    const fill = await screen.findByRole('switch', { name: 'Auto-Fill Template' })
    const generate = screen.getByRole('switch', { name: 'Auto-Generate Report' })
    await waitFor(() => {
      expect(generate).toBeChecked()
    })
    expect(screen.queryByText(HINT)).not.toBeInTheDocument()

    await userEvent.click(fill)
    expect(fill).toBeChecked()
    expect(generate).not.toBeChecked()
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/recording-workflow-preferences')
    expect(request?.method).toBe('PUT')
    expect(await request?.json()).toEqual({ autoFillTemplate: true, autoGenerateReport: false })
  })

  it('shows the hint with both off, and puts a toggle back when saving fails', async () => {
    renderDictation({ routes: { '/api/recording-workflow-preferences': () => json(400, { message: 'Only one' }) } })
    const generate = await screen.findByRole('switch', { name: 'Auto-Generate Report' })
    expect(screen.getByText(HINT)).toBeInTheDocument()

    await userEvent.click(generate)
    expect(await screen.findByText('Update Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to save your preferences. Please try again.')).toBeInTheDocument()
    expect(generate).not.toBeChecked()
    expect(screen.getByText(HINT)).toBeInTheDocument()
  })
})
