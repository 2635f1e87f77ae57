import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import {
  guidanceFound,
  languageChosen,
  newReportStarted,
  recommendationInserted,
  reportWritten,
  selectContradictions,
  selectRecommendations,
  selectReportHtml,
} from '../report'
import { ReportPanel } from './ReportPanel'
import { isWriteImpressionShortcut } from './useWriteImpression'
import { reportEditorModule } from './reportEditorModule'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

afterEach(() => {
  store.dispatch(newReportStarted())
  store.dispatch(languageChosen('en'))
})

const followUp = {
  id: 'fleischner-2017-solid-single-6-8-low',
  guideline: 'Fleischner 2017',
  finding: 'Solid nodule 7 mm',
  text: 'CT at 6-12 months.',
  citation: 'MacMahon H, et al. Radiology 2017;284:228-243.',
  branches: [],
  inserted: false,
}

const written = {
  impression: { lines: ['1. Small right pleural effusion.', '2. Nodule 7 mm.'], html: '' },
  language: 'en',
  detectedContradictions: [{ id: 'c1', text: 'Left and right.', sections: [], options: [], suggestedFix: '' }],
  recommendations: [followUp],
  criticalFindings: [],
  phiWarnings: [],
  promptUsed: 'builtin',
  fallbackReason: 'builtin_engine',
}

// Each report opens with a paragraph: happy-dom loses a leading heading when DOMPurify parses it.
function renderReport(html: string, answer: Responder = () => json(200, written)) {
  const fetchMock = stubApi({ '/api/auth/user': () => json(200, sampleUser()), '/api/write-impression': answer })
  renderWithProviders(
    <ToastScope>
      <ReportPanel />
    </ToastScope>,
  )
  act(() => {
    store.dispatch(reportWritten({ html, origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'builtin', fallbackReason: null }))
  })
  return fetchMock
}

const reportHtml = () => selectReportHtml(store.getState())
const button = () => screen.getByRole('button', { name: /Write impression/ })

const report =
  '<p>CT chest.</p><h3>Findings</h3><p>Small right pleural effusion.</p><p>Nodule 7 mm.</p>' +
  '<h3>Impression</h3><p>Small left pleural effusion.</p><h3>Comparison</h3><p>None.</p>'

describe('Write impression', () => {
  it('sends the report as it stands, replaces the impression as one change, and one Undo restores it', async () => {
    const fetchMock = renderReport(report)
    expect(button()).toHaveAttribute('title', expect.stringContaining('Ctrl+Alt+I'))
    await userEvent.click(button())

    await waitFor(() => {
      expect(reportHtml()).toBe(
        '<p>CT chest.</p><h3>Findings</h3><p>Small right pleural effusion.</p><p>Nodule 7 mm.</p>' +
          '<h3>Impression</h3><p>1. Small right pleural effusion.</p><p>2. Nodule 7 mm.</p><h3>Comparison</h3><p>None.</p>',
      )
    })
    const [request] = requestsTo(fetchMock, '/api/write-impression')
    expect(await request?.json()).toEqual({ reportHtml: report, language: 'en', enableContradictionDetection: true, enableGuidance: true })
    expect(await screen.findByText('Impression Written')).toBeInTheDocument()
    expect(selectContradictions(store.getState()).map(({ text }) => text)).toEqual(['Left and right.'])
    expect(selectRecommendations(store.getState())).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(reportHtml()).toBe(report)
  })

  it('keeps a follow-up the radiologist inserted', async () => {
    const html = '<p>CT chest.</p><h3>Findings</h3><p>Nodule 7 mm.</p><h3>Impression</h3><p>Nodule.</p><p>CT at 6-12 months.</p>'
    renderReport(html)
    act(() => {
      store.dispatch(guidanceFound({ recommendations: [followUp], criticalFindings: [] }))
      store.dispatch(recommendationInserted(followUp.id))
    })
    await userEvent.click(button())
    await waitFor(() => {
      expect(reportHtml()).toBe(
        '<p>CT chest.</p><h3>Findings</h3><p>Nodule 7 mm.</p><h3>Impression</h3>' +
          '<p>1. Small right pleural effusion.</p><p>2. Nodule 7 mm.</p><p>CT at 6-12 months.</p>',
      )
    })
    expect(selectRecommendations(store.getState())[0]?.inserted).toBe(true)
  })

  it('runs from Ctrl+Alt+I anywhere on the page', async () => {
    const fetchMock = renderReport(report)
    fireEvent.keyDown(document.body, { key: 'i', code: 'KeyI', ctrlKey: true, altKey: true })
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/write-impression')).toHaveLength(1)
    })
    await waitFor(() => {
      expect(reportHtml()).toContain('<p>1. Small right pleural effusion.</p>')
    })
  })

  it('is disabled while it runs and on an empty report', async () => {
    renderReport(report, pending)
    await userEvent.click(button())
    await waitFor(() => {
      expect(button()).toBeDisabled()
    })
    act(() => {
      store.dispatch(newReportStarted())
    })
    expect(button()).toBeDisabled()
  })

  it("shows the server's message when it refuses", async () => {
    renderReport(report, () => json(400, { message: 'The report has no findings to write an impression from.' }))
    await userEvent.click(button())
    expect(await screen.findByText('The report has no findings to write an impression from.')).toBeInTheDocument()
    expect(reportHtml()).toBe(report)
  })
})

describe('the shortcut', () => {
  it.each([
    [{ key: 'i', code: 'KeyI', ctrlKey: true, altKey: true, metaKey: false, shiftKey: false }, true],
    [{ key: 'I', code: 'KeyI', ctrlKey: true, altKey: true, metaKey: false, shiftKey: false }, true],
    // AltGr+I types 'î' on a Romanian keyboard: a letter, not the shortcut.
    [{ key: 'î', code: 'KeyI', ctrlKey: true, altKey: true, metaKey: false, shiftKey: false }, false],
    // DevTools.
    [{ key: 'I', code: 'KeyI', ctrlKey: true, altKey: false, metaKey: false, shiftKey: true }, false],
    [{ key: 'i', code: 'KeyI', ctrlKey: false, altKey: true, metaKey: true, shiftKey: false }, false],
    [{ key: 'i', code: 'KeyI', ctrlKey: true, altKey: false, metaKey: false, shiftKey: false }, false],
  ])('%o is the shortcut: %s', (press, expected) => {
    expect(isWriteImpressionShortcut(press)).toBe(expected)
  })
})
