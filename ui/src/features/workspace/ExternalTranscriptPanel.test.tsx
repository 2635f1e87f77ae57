import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json, pending, requestsTo, type Responder } from '../../test/stubApi'
import { reportEditorModule } from '../editor'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

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
const filled = {
  reportContent: { populatedHtml: '<p>Brain: small old infarct.</p>' },
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: [],
}
const generated = {
  reportContent: { populatedHtml: '<p>Generated impression.</p>' },
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: [],
}
const leftRight = { id: 'c1', text: 'Findings say left, impression says right.', sections: ['Findings', 'Impression'], options: [], suggestedFix: '' }

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

// antd draws only the options in view; scrolling the list to its end draws the rest.
async function optionsOfOpenSelect(): Promise<string[]> {
  const titles = () => Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.getAttribute('title') ?? '')
  const seen = new Set(titles())
  const list = document.querySelector('.ant-select-dropdown-list-holder')
  if (list !== null) {
    // jsdom lays nothing out, so scrollHeight is 0; any offset past the end will do.
    list.scrollTop = 10_000
    // The list redraws on the next animation frame.
    await act(async () => {
      fireEvent.scroll(list)
      await new Promise(requestAnimationFrame)
    })
  }
  for (const title of titles()) seen.add(title)
  return [...seen]
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

  it('offers the fourteen dictation languages in the order of the spec', async () => {
    renderWorkspace()
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }))
    expect(await optionsOfOpenSelect()).toEqual([
      'English',
      'German',
      'Swiss German',
      'Spanish',
      'Portuguese (Portugal)',
      'Portuguese (Brazil)',
      'Swedish',
      'Slovenian',
      'Italian',
      'French',
      'Polish',
      'Lithuanian',
      'Romanian',
      'Greek',
    ])
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
      enableGuidance: true,
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
    const fetchMock = renderWorkspace({ user: { preferredLanguage: 'de' }, routes: { '/api/populate-template-external': answer } })
    await chooseCtHead()
    pasteTranscript('Brain: small old infarct.')
    await userEvent.click(button('Fill Template'))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/populate-template-external')
    expect(await request?.json()).toEqual({
      transcript: 'Brain: small old infarct.',
      templateHtml: '<h2>CT Head</h2><p>Brain: normal.</p>',
      language: 'de',
      enableContradictionDetection: true,
      enableGuidance: true,
    })
  })

  it('shows the filled report in the editor', async () => {
    renderWorkspace({ routes: { '/api/populate-template-external': () => json(200, filled) } })
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
    const fetchMock = renderWorkspace({ routes: { '/api/generate-report-external': answer } })
    pasteTranscript('Impression normal.')
    await userEvent.click(button('Generate Report'))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/generate-report-external')
    expect(await request?.json()).toEqual({
      transcript: 'Impression normal.',
      language: 'en',
      enableContradictionDetection: true,
      enableGuidance: true,
    })
  })

  it.each<[string, string, string, boolean]>([
    ['Fill Template', '/api/populate-template-external', 'Template Filled', true],
    ['Generate Report', '/api/generate-report-external', 'Report Generated', false],
  ])('%s lists the contradictions found and counts them in its toast', async (action, path, title, needsTemplate) => {
    const found = { ...filled, detectedContradictions: [leftRight, 'Gallbladder both removed and present.'] }
    renderWorkspace({ routes: { [path]: () => json(200, found) } })
    if (needsTemplate) await chooseCtHead()
    pasteTranscript('Small left pleural effusion. Impression: right pleural effusion.')
    await userEvent.click(button(action))

    const toast = (await screen.findByText(title)).closest('.ant-notification-notice')
    expect(toast).toHaveTextContent('2 contradiction(s) detected')
    const list = screen.getByRole('region', { name: 'Detected Contradictions' })
    expect(within(list).getByText('Findings say left, impression says right.')).toBeInTheDocument()
    expect(within(list).getByText('Gallbladder both removed and present.')).toBeInTheDocument()
    expect(within(list).getAllByText('Manual review and correction needed')).toHaveLength(2)
  })

  it('replaces the contradictions of the last report and leaves the toast plain when none are found', async () => {
    renderWorkspace({
      routes: {
        '/api/format-external-transcript': () => json(200, formatted),
        '/api/generate-report-external': () => json(200, generated),
      },
    })
    pasteTranscript('Small left pleural effusion. Impression: right pleural effusion.')
    await userEvent.click(button('Format Report Only'))
    await screen.findByRole('region', { name: 'Detected Contradictions' })
    await userEvent.click(button('Generate Report'))

    const toast = (await screen.findByText('Report Generated')).closest('.ant-notification-notice')
    expect(toast).not.toHaveTextContent('contradiction')
    expect(screen.queryByRole('region', { name: 'Detected Contradictions' })).not.toBeInTheDocument()
  })

  it('remembers the clinical-guidance choice and shows its hint', async () => {
    renderWorkspace()
    const checkbox = screen.getByRole('checkbox', { name: 'Clinical guidance' })
    expect(checkbox).toBeChecked()
    expect(screen.getByText('Guideline follow-up and critical findings')).toBeInTheDocument()
    await userEvent.click(checkbox)
    expect(screen.getByText('No follow-up or critical-finding checks')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('radscribe.clinicalGuidance') ?? '{}')).toEqual({ enabled: false })
  })

  it('starts with the clinical-guidance choice remembered from before', () => {
    window.localStorage.setItem('radscribe.clinicalGuidance', JSON.stringify({ enabled: false }))
    renderWorkspace()
    expect(screen.getByRole('checkbox', { name: 'Clinical guidance' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Detect contradictions' })).toBeChecked()
  })

  it('sends the same checks with format, fill and generate', async () => {
    const fetchMock = renderWorkspace({
      routes: {
        '/api/format-external-transcript': () => json(200, formatted),
        '/api/populate-template-external': () => json(200, filled),
        '/api/generate-report-external': () => json(200, generated),
      },
    })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Detect contradictions' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Clinical guidance' }))
    await chooseCtHead()
    pasteTranscript('Brain: small old infarct.')
    await userEvent.click(button('Format Report Only'))
    await screen.findByText('Transcript Formatted')
    await userEvent.click(button('Fill Template'))
    await screen.findByText('Template Filled')
    await userEvent.click(button('Generate Report'))
    await screen.findByText('Report Generated')

    for (const path of ['/api/format-external-transcript', '/api/populate-template-external', '/api/generate-report-external']) {
      const [request] = requestsTo(fetchMock, path)
      expect(await request?.json(), path).toMatchObject({ enableContradictionDetection: false, enableGuidance: false })
    }
  })

  it.each<[string, string, boolean]>([
    ['Fill Template', '/api/populate-template-external', true],
    ['Generate Report', '/api/generate-report-external', false],
  ])('%s says which prompt wrote the report and why the custom one was not used', async (action, path, needsTemplate) => {
    const answer = { ...filled, promptUsed: 'default', fallbackReason: 'The model timed out' }
    renderWorkspace({ routes: { [path]: () => json(200, answer) } })
    if (needsTemplate) await chooseCtHead()
    pasteTranscript('Small old infarct.')
    await userEvent.click(button(action))

    expect(await screen.findByText('Written with the default prompt.')).toBeInTheDocument()
    expect(screen.getByText('Custom Prompt Failed')).toBeInTheDocument()
    expect(screen.getByText('Reason: The model timed out')).toBeInTheDocument()
  })

  it('clears the template and the editor before generating, and cannot start twice', async () => {
    const fetchMock = renderWorkspace({ routes: { '/api/generate-report-external': pending } })
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
    expect(requestsTo(fetchMock, '/api/generate-report-external')).toHaveLength(1)
  })
})
