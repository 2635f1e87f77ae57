import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { json, requestsTo } from '../../test/stubApi'
import { recordingCreated, recordingTranscribed, selectReportNumber } from './dictationSlice'
import { chooseTemplate, createdRecording, renderDictation, resetDictation, transcription } from './renderDictation'

afterEach(resetDictation)

const written = { reportContent: { populatedHtml: '<p>Report.</p>' }, promptUsed: 'builtin', fallbackReason: null, detectedContradictions: [] }
const routes = {
  '/api/populate-template-voice': () => json(200, written),
  '/api/generate-report-voice': () => json(200, written),
}

function addRecording(id: string) {
  act(() => {
    store.dispatch(recordingCreated(createdRecording(id), selectReportNumber(store.getState())))
  })
}

function transcribe(id: string, text: string) {
  act(() => {
    store.dispatch(recordingTranscribed(transcription(id, text)))
  })
}

// Lets a run that was wrongly started a second time reach fetch.
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

describe('the auto-workflow of the voice panel', () => {
  it('fills the selected template once when a recording gains its corrected transcript, not on re-renders', async () => {
    const { fetchMock } = renderDictation({ user: { autoFillTemplate: true }, routes })
    await screen.findByRole('switch', { name: 'Auto-Fill Template' })
    act(chooseTemplate)
    addRecording('r1')
    await settle()
    expect(requestsTo(fetchMock, '/api/populate-template-voice')).toHaveLength(0)

    transcribe('r1', 'Small old infarct.')
    expect(await screen.findByText('Template Filled')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/populate-template-voice')[0]?.json()).toMatchObject({ transcript: 'Small old infarct.' })

    // Edits, another answer for the same recording and a remount (the layout switching between
    // phone and desktop) all re-render the list.
    fireEvent.change(screen.getByRole('textbox', { name: 'Corrected transcript 1' }), { target: { value: 'Edited.' } })
    transcribe('r1', 'Small old infarct.')
    cleanup()
    const remounted = renderDictation({ user: { autoFillTemplate: true }, routes })
    await screen.findByRole('switch', { name: 'Auto-Fill Template' })
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Auto-Fill Template' })).toBeChecked()
    })
    await settle()
    expect(requestsTo(fetchMock, '/api/populate-template-voice')).toHaveLength(1)
    expect(requestsTo(remounted.fetchMock, '/api/populate-template-voice')).toHaveLength(0)
  })

  it('runs again, once, for the next recording', async () => {
    const { fetchMock } = renderDictation({ user: { autoGenerateReport: true }, routes })
    await screen.findByRole('switch', { name: 'Auto-Generate Report' })
    addRecording('r1')
    transcribe('r1', 'Spleen 14 cm.')
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(1)
    })
    addRecording('r2')
    transcribe('r2', 'Liver normal.')
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(2)
    })
    await settle()
    expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(2)
    expect(await requestsTo(fetchMock, '/api/generate-report-voice')[1]?.json()).toMatchObject({
      transcript: 'Spleen 14 cm. Liver normal.',
    })
  })

  it('does nothing with both toggles off, or with Auto-Fill on and no template', async () => {
    const { fetchMock } = renderDictation({ user: { autoFillTemplate: true }, routes })
    await screen.findByRole('switch', { name: 'Auto-Fill Template' })
    addRecording('r1')
    transcribe('r1', 'Spleen 14 cm.')
    await settle()
    expect(requestsTo(fetchMock, '/api/populate-template-voice')).toHaveLength(0)
    expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(0)
  })
})
