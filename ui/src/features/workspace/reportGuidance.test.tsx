import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../../test/stubApi'
import { reportEditorModule } from '../editor'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

afterEach(resetWorkspace)

// The server's answer to the screenshot dictation: a Fleischner suggestion, a critical finding
// and a name in the transcript. The report opens with a paragraph, as happy-dom loses a leading
// heading when DOMPurify parses it.
const formatted = {
  formattedContent:
    '<p>CT chest.</p><h3>Findings</h3><p>Solid pulmonary nodule of 7 mm in the right upper lobe. Small right pneumothorax.</p>' +
    '<h3>Impression</h3><p>Pulmonary nodule, pneumothorax.</p>',
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: [],
  recommendations: [
    {
      id: 'fleischner-2017-solid-single-6-8-low',
      guideline: 'Fleischner 2017',
      finding: 'Solid pulmonary nodule, 7 mm',
      text: 'Low-risk patient: CT at 6-12 months, then consider CT at 18-24 months.',
      citation: 'MacMahon H, et al. Radiology 2017;284:228-243.',
    },
  ],
  criticalFindings: [
    {
      id: 'critical-pneumothorax',
      text: 'Critical finding: pneumothorax ("Small right pneumothorax.").',
      suggestedSentence: 'The critical finding of pneumothorax was communicated to ___ on ___ at ___.',
    },
  ],
  phiWarnings: [
    { kind: 'name', text: 'John Miller' },
    { kind: 'recordNumber', text: '12345678' },
  ],
}
const generatedWithoutFindings = {
  reportContent: { populatedHtml: '<p>Liver normal.</p>' },
  promptUsed: 'builtin',
  fallbackReason: null,
  detectedContradictions: [],
  recommendations: [],
  criticalFindings: [],
  phiWarnings: [],
}

const PHI_SUMMARY = 'Possible patient data found: name "John Miller", record number "12345678"'

async function formatReport() {
  fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: 'Patient John Miller. Findings: nodule 7 mm.' } })
  await userEvent.click(screen.getByRole('button', { name: 'Format Report Only' }))
  await screen.findByText('Transcript Formatted')
}

function followUp() {
  return screen.getByRole('region', { name: 'Suggested follow-up' })
}

function editor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

describe('Clinical guidance in the workspace', () => {
  it('lists the follow-up, the critical finding and the patient data the answer names', async () => {
    renderWorkspace({ routes: { '/api/format-external-transcript': () => json(200, formatted) } })
    await formatReport()

    const list = within(followUp())
    expect(list.getByText('Fleischner 2017')).toBeInTheDocument()
    expect(list.getByText('Solid pulmonary nodule, 7 mm')).toBeInTheDocument()
    expect(list.getByText('Low-risk patient: CT at 6-12 months, then consider CT at 18-24 months.')).toBeInTheDocument()
    expect(list.getByText('MacMahon H, et al. Radiology 2017;284:228-243.')).toBeInTheDocument()
    expect(screen.getByText('Critical findings')).toBeInTheDocument()
    expect(screen.getByText('The critical finding of pneumothorax was communicated to ___ on ___ at ___.')).toBeInTheDocument()

    const warning = screen.getByText(PHI_SUMMARY)
    expect(screen.getByText('Remove it from the transcript, and make sure the report does not contain it.')).toBeInTheDocument()
    // Above the transcript box it is about.
    expect(warning.compareDocumentPosition(screen.getByLabelText('Transcript')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(editor()).not.toHaveTextContent('CT at 6-12 months')
  })

  it('inserts a suggestion into the report in the editor', async () => {
    renderWorkspace({ routes: { '/api/format-external-transcript': () => json(200, formatted) } })
    await formatReport()
    await userEvent.click(within(followUp()).getByRole('button', { name: 'Insert' }))

    await waitFor(() => {
      expect(editor()).toHaveTextContent('Pulmonary nodule, pneumothorax.Low-risk patient: CT at 6-12 months')
    })
    expect(within(followUp()).getByRole('button', { name: 'Inserted' })).toBeDisabled()
  })

  it('replaces what the last answer found with what the next one finds', async () => {
    renderWorkspace({
      routes: {
        '/api/format-external-transcript': () => json(200, formatted),
        '/api/generate-report-external': () => json(200, generatedWithoutFindings),
      },
    })
    await formatReport()
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }))
    await screen.findByText('Report Generated')

    expect(screen.queryByRole('region', { name: 'Suggested follow-up' })).not.toBeInTheDocument()
    expect(screen.queryByText('Critical findings')).not.toBeInTheDocument()
    expect(screen.queryByText(PHI_SUMMARY)).not.toBeInTheDocument()
  })

  it('New Report clears the lists and the patient-data warning', async () => {
    renderWorkspace({ routes: { '/api/format-external-transcript': () => json(200, formatted) } })
    await formatReport()
    await userEvent.click(screen.getByRole('button', { name: 'New Report' }))

    expect(screen.queryByRole('region', { name: 'Suggested follow-up' })).not.toBeInTheDocument()
    expect(screen.queryByText('Critical findings')).not.toBeInTheDocument()
    expect(screen.queryByText(PHI_SUMMARY)).not.toBeInTheDocument()
  })
})
