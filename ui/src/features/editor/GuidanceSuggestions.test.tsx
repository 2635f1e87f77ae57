import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import {
  guidanceFound,
  languageChosen,
  newReportStarted,
  patientDataFound,
  reportWritten,
  selectCriticalFindings,
  selectPatientData,
  selectRecommendations,
  selectReportHtml,
} from '../report'
import { ReportPanel } from './ReportPanel'
import { reportEditorModule } from './reportEditorModule'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

const nodule = {
  id: 'fleischner-2017-solid-single-6-8-low',
  guideline: 'Fleischner 2017',
  finding: 'Solid nodule 7 mm',
  text: 'CT at 6-12 months, then consider CT at 18-24 months.',
  citation: 'MacMahon H, et al. Radiology 2017;284:228-243.',
  branches: [],
  inserted: false,
}
const pneumothorax = {
  id: 'critical-pneumothorax',
  text: 'Critical finding: pneumothorax ("Small right pneumothorax.").',
  suggestedSentence: 'The critical finding of pneumothorax was communicated to ___ on ___ at ___.',
  inserted: false,
}

afterEach(() => {
  store.dispatch(newReportStarted())
  store.dispatch(languageChosen('en'))
})

const pneumothoraxDe = {
  ...pneumothorax,
  text: 'Kritischer Befund: Pneumothorax („Kleiner Pneumothorax rechts.“).',
  suggestedSentence: 'Der kritische Befund „Pneumothorax“ wurde am ___ um ___ Uhr mit ___ besprochen.',
}

// Each report opens with a paragraph: the test DOM, happy-dom, loses a leading heading when
// DOMPurify parses it (browsers keep it).
function renderReport(html: string, critical = pneumothorax) {
  stubApi({ '/api/auth/user': () => json(200, sampleUser()) })
  renderWithProviders(
    <ToastScope>
      <ReportPanel />
    </ToastScope>,
  )
  act(() => {
    store.dispatch(reportWritten({ html, origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'builtin', fallbackReason: null }))
    store.dispatch(guidanceFound({ recommendations: [nodule], criticalFindings: [critical] }))
  })
}

function followUp() {
  return screen.getByRole('region', { name: 'Suggested follow-up' })
}

function criticalNotice() {
  const notice = screen.getByText('Critical findings').closest<HTMLElement>('[role="alert"]')
  if (notice === null) throw new Error('no critical findings notice')
  return notice
}

const reportHtml = () => selectReportHtml(store.getState())

describe('Suggested follow-up and critical findings', () => {
  it('lists each suggestion with its guideline, finding, text and citation, and each critical finding with its sentence', () => {
    renderReport('<p>CT chest.</p><h3>Impression</h3><p>Pulmonary nodule.</p>')
    const list = within(followUp())
    expect(list.getByText('Fleischner 2017')).toBeInTheDocument()
    expect(list.getByText('Solid nodule 7 mm')).toBeInTheDocument()
    expect(list.getByText('CT at 6-12 months, then consider CT at 18-24 months.')).toBeInTheDocument()
    expect(list.getByText('MacMahon H, et al. Radiology 2017;284:228-243.')).toBeInTheDocument()
    const notice = within(criticalNotice())
    expect(notice.getByText('Critical finding: pneumothorax ("Small right pneumothorax.").')).toBeInTheDocument()
    expect(notice.getByText('The critical finding of pneumothorax was communicated to ___ on ___ at ___.')).toBeInTheDocument()
    // Nothing reaches the report without a click.
    expect(reportHtml()).toBe('<p>CT chest.</p><h3>Impression</h3><p>Pulmonary nodule.</p>')
  })

  it('inserts a suggestion once at the end of the impression, and Undo takes it back', async () => {
    const html = '<p>CT chest.</p><h3>Findings</h3><p>Nodule 7 mm.</p><h3>Impression</h3><p>Pulmonary nodule.</p><h3>Comparison</h3><p>None.</p>'
    renderReport(html)
    await userEvent.click(within(followUp()).getByRole('button', { name: 'Insert' }))

    expect(reportHtml()).toBe(
      '<p>CT chest.</p><h3>Findings</h3><p>Nodule 7 mm.</p><h3>Impression</h3><p>Pulmonary nodule.</p>' +
        '<p>CT at 6-12 months, then consider CT at 18-24 months.</p><h3>Comparison</h3><p>None.</p>',
    )
    const done = within(followUp()).getByRole('button', { name: 'Inserted' })
    expect(done).toBeDisabled()
    await userEvent.click(done)
    expect(reportHtml().split('CT at 6-12 months').length - 1).toBe(1)
    expect(selectRecommendations(store.getState())[0]?.inserted).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(reportHtml()).toBe(html)
  })

  it('inserts the communication sentence, blanks and all, into a German impression', async () => {
    act(() => {
      store.dispatch(languageChosen('de'))
    })
    renderReport(
      '<p>CT Thorax.</p><h3>Befund</h3><p>Pneumothorax rechts.</p><h3>Beurteilung</h3><p>Pneumothorax.</p><p>Rundherd.</p>',
      pneumothoraxDe,
    )
    await userEvent.click(within(criticalNotice()).getByRole('button', { name: 'Insert' }))

    expect(reportHtml()).toBe(
      '<p>CT Thorax.</p><h3>Befund</h3><p>Pneumothorax rechts.</p><h3>Beurteilung</h3><p>Pneumothorax.</p><p>Rundherd.</p>' +
        '<p>Der kritische Befund „Pneumothorax“ wurde am ___ um ___ Uhr mit ___ besprochen.</p>',
    )
    expect(within(criticalNotice()).getByRole('button', { name: 'Inserted' })).toBeDisabled()
    expect(selectCriticalFindings(store.getState())[0]?.inserted).toBe(true)
    expect(within(followUp()).getByRole('button', { name: 'Insert' })).toBeEnabled()
  })

  it('adds an impression in the report language when the report has none', async () => {
    act(() => {
      store.dispatch(languageChosen('de'))
    })
    renderReport('<p>CT Thorax.</p><h3>Befund</h3><p>Rundherd 7 mm.</p>')
    await userEvent.click(within(followUp()).getByRole('button', { name: 'Insert' }))
    expect(reportHtml()).toBe(
      '<p>CT Thorax.</p><h3>Befund</h3><p>Rundherd 7 mm.</p><h3>Beurteilung</h3><p>CT at 6-12 months, then consider CT at 18-24 months.</p>',
    )
  })

  it('New Report clears the suggestions, the critical findings and the patient data', async () => {
    renderReport('<p>CT chest.</p><h3>Impression</h3><p>Pulmonary nodule.</p>')
    act(() => {
      store.dispatch(patientDataFound({ source: 'external', warnings: [{ kind: 'name', text: 'John Miller' }] }))
    })
    await userEvent.click(screen.getByRole('button', { name: 'New Report' }))

    expect(screen.queryByRole('region', { name: 'Suggested follow-up' })).not.toBeInTheDocument()
    expect(screen.queryByText('Critical findings')).not.toBeInTheDocument()
    expect(selectRecommendations(store.getState())).toEqual([])
    expect(selectCriticalFindings(store.getState())).toEqual([])
    expect(selectPatientData(store.getState())).toBeNull()
  })

  it('asks which branch applies when the risk is not dictated, and inserts only that one', async () => {
    const branched = {
      ...nodule,
      text: 'Low risk: CT at 6-12 months, then consider CT at 18-24 months. High risk: CT at 6-12 months, then CT at 18-24 months.',
      branches: [
        { key: 'low-risk', label: 'Low risk', text: 'Low risk: CT at 6-12 months, then consider CT at 18-24 months.' },
        { key: 'high-risk', label: 'High risk', text: 'High risk: CT at 6-12 months, then CT at 18-24 months.' },
      ],
    }
    renderReport('<p>CT chest.</p><h3>Impression</h3><p>Pulmonary nodule.</p>')
    act(() => {
      store.dispatch(guidanceFound({ recommendations: [branched], criticalFindings: [] }))
    })
    await userEvent.click(within(followUp()).getByRole('button', { name: 'Insert' }))
    const choice = within(followUp()).getByRole('group', { name: 'Low risk / High risk?' })
    expect(reportHtml()).not.toContain('risk')
    await userEvent.click(within(choice).getByRole('button', { name: 'High risk' }))

    expect(reportHtml()).toContain('High risk: CT at 6-12 months, then CT at 18-24 months.')
    expect(reportHtml()).not.toContain('Low risk')
    expect(within(followUp()).getByRole('button', { name: 'Inserted' })).toBeDisabled()
  })

  it('shows critical findings in a toast that stays until dismissed', async () => {
    renderReport('<p>CT chest.</p><h3>Impression</h3><p>Pneumothorax.</p>')
    const toast = await screen.findByText('Critical finding', { selector: '.ant-notification-notice-title, .ant-notification-notice-message' })
    await new Promise((resolve) => setTimeout(resolve, 5000))
    expect(toast).toBeInTheDocument()
  }, 15000)
})
