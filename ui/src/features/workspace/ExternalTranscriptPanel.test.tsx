import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { json, pending, requestsTo, type Responder } from '../../test/stubApi'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'

afterEach(resetWorkspace)

const formatted = {
  formattedContent: '<h3>Findings</h3><p>Small left pleural effusion.</p>',
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: [
    { id: 'c1', text: 'Findings say left, impression says right.', sections: [], options: [], suggestedFix: '' },
    'Gallbladder both removed and present.',
  ],
}
const filled = { reportContent: { populatedHtml: '<p>Brain: small old infarct.</p>' }, promptUsed: 'builtin', fallbackReason: null }
const generated = { reportContent: { populatedHtml: '<p>Generated impression.</p>' }, promptUsed: 'builtin', fallbackReason: null }

function pasteTranscript(text: string) {
  fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: text } })
}

function button(name: string) {
  return screen.getByRole('button', { name })
}

async function chooseCtHead() {
  await userEvent.click(await within(screen.getByRole('region', { name: 'Templates' })).findByRole('button', { name: /CT Head/ }))
  await waitFor(() => {
    expect(screen.getByRole('textbox', { name: 'Report editor' })).toHaveTextContent('Brain: normal.')
  })
}

function editor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

describe('ExternalTranscriptPanel', () => {
  it('shows Format only for an empty editor or the untouched template, and Fill only with a template', async () => {
    renderWorkspace()
    expect(button('Format Report Only')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Fill Template' })).not.toBeInTheDocument()
    expect(button('Generate Report')).toBeInTheDocument()
    expect(screen.getByText('No template selected: choose one to fill it.')).toBeInTheDocument()
    expect(screen.getByText('The report editor is empty.')).toBeInTheDocument()

    await chooseCtHead()
    expect(button('Format Report Only')).toBeInTheDocument()
    expect(button('Fill Template')).toBeInTheDocument()
    expect(screen.getByText('Template selected: CT Head')).toBeInTheDocument()
    expect(screen.getByText('The report editor holds the unmodified template.')).toBeInTheDocument()

    await userEvent.type(editor(), ' Edited.')
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Format Report Only' })).not.toBeInTheDocument()
    })
    expect(button('Fill Template')).toBeInTheDocument()
  })

  it('remembers the contradiction-detection choice and shows its hint', async () => {
    renderWorkspace()
    const checkbox = screen.getByRole('checkbox', { name: 'Detect contradictions' })
    expect(checkbox).toBeChecked()
    expect(screen.getByText('Slower but more thorough')).toBeInTheDocument()
    await userEvent.click(checkbox)
    expect(screen.getByText('Faster processing')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('radscribe.contradictionDetection') ?? '{}')).toEqual({ enabled: false })
  })

  it('asks for a transcript before any action', async () => {
    renderWorkspace()
    await userEvent.click(button('Generate Report'))
    expect(await screen.findByText('No Transcript')).toBeInTheDocument()
    expect(screen.getByText('Please paste your external transcript first.')).toBeInTheDocument()
  })

  it('formats the transcript, lists the contradictions and says how many there are', async () => {
    const fetchMock = renderWorkspace({ routes: { '/api/format-external-transcript': () => json(200, formatted) } })
    pasteTranscript('Small left pleural effusion. Impression: right pleural effusion.')
    await userEvent.click(button('Format Report Only'))

    expect(await screen.findByText('Transcript Formatted')).toBeInTheDocument()
    expect(screen.getByText(/2 contradiction\(s\) detected/)).toBeInTheDocument()
    await waitFor(() => {
      expect(editor()).toHaveTextContent('Small left pleural effusion.')
    })
    const list = screen.getByRole('region', { name: 'Detected Contradictions' })
    expect(within(list).getByText('Findings say left, impression says right.')).toBeInTheDocument()
    expect(within(list).getByText('Gallbladder both removed and present.')).toBeInTheDocument()
    expect(within(list).getAllByText('Manual review and correction needed')).toHaveLength(2)
    const [request] = requestsTo(fetchMock, '/api/format-external-transcript')
    expect(await request?.json()).toEqual({
      transcript: 'Small left pleural effusion. Impression: right pleural effusion.',
      language: 'en',
      enableContradictionDetection: true,
    })
  })

  it.each<[string, Responder]>([
    ['the server fails', () => json(502, { message: 'down' })],
    ['the answer is malformed', () => json(200, { promptUsed: 'builtin' })],
  ])('says formatting failed when %s', async (_name, answer) => {
    renderWorkspace({ routes: { '/api/format-external-transcript': answer } })
    pasteTranscript('Liver normal.')
    await userEvent.click(button('Format Report Only'))
    expect(await screen.findByText('Formatting Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to format transcript. Please try again.')).toBeInTheDocument()
  })

  it.each<[string, Responder, string, string]>([
    ['fills the template', () => json(200, filled), 'Template Filled', 'The template is filled in from your transcript.'],
    ['says when filling fails', () => json(500, { message: 'x' }), 'Template Fill Failed', 'Failed to fill template. Please try again.'],
    ['refuses a malformed fill answer', () => json(200, { reportContent: {} }), 'Template Fill Failed', 'Received unexpected response format.'],
  ])('%s', async (_name, answer, title, description) => {
    const fetchMock = renderWorkspace({ user: { preferredLanguage: 'de' }, routes: { '/api/populate-template-voice': answer } })
    await chooseCtHead()
    pasteTranscript('Brain: small old infarct.')
    await userEvent.click(button('Fill Template'))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/populate-template-voice')
    expect(await request?.json()).toEqual({
      transcript: 'Brain: small old infarct.',
      templateHtml: '<h2>CT Head</h2><p>Brain: normal.</p>',
      language: 'de',
    })
  })

  it('shows the filled report in the editor', async () => {
    renderWorkspace({ routes: { '/api/populate-template-voice': () => json(200, filled) } })
    await chooseCtHead()
    pasteTranscript('Small old infarct.')
    await userEvent.click(button('Fill Template'))
    await waitFor(() => {
      expect(editor()).toHaveTextContent('Brain: small old infarct.')
    })
  })

  it.each<[string, Responder, string, string]>([
    ['generates a report', () => json(200, generated), 'Report Generated', 'A report was written from your transcript.'],
    ['says when generating fails', () => json(500, { message: 'x' }), 'Generation Failed', 'Failed to generate report. Please try again.'],
    ['refuses a malformed generate answer', () => json(200, {}), 'Report Generation Failed', 'Received unexpected response format.'],
  ])('%s', async (_name, answer, title, description) => {
    renderWorkspace({ routes: { '/api/generate-report-voice': answer } })
    pasteTranscript('Impression normal.')
    await userEvent.click(button('Generate Report'))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
  })

  it('clears the template and the editor before generating, and cannot start twice', async () => {
    const fetchMock = renderWorkspace({ routes: { '/api/generate-report-voice': pending } })
    await chooseCtHead()
    pasteTranscript('Impression normal.')
    await userEvent.click(button('Generate Report'))

    expect(screen.getByText('No template selected: choose one to fill it.')).toBeInTheDocument()
    await waitFor(() => {
      expect(editor()).toHaveTextContent('')
    })
    expect(button('Format Report Only')).toBeDisabled()
    const spinning = screen.getByRole('button', { name: /Generate Report/ })
    expect(spinning).toHaveClass('ant-btn-loading')
    fireEvent.click(spinning)
    expect(requestsTo(fetchMock, '/api/generate-report-voice')).toHaveLength(1)
  })
})
