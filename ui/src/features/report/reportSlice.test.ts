import { describe, expect, it } from 'vitest'
import {
  criticalFindingInserted,
  guidanceFound,
  newReportStarted,
  patientDataFound,
  recommendationInserted,
  reportCleared,
  reportEdited,
  reportNormalised,
  reportRestored,
  reportSlice,
  reportWritten,
} from './reportSlice'
import { templateSelected } from './templateSelectionSlice'

const recommendation = { id: 'r1', guideline: 'Bosniak 2019', finding: 'Cystic mass', text: 'Follow-up MRI.', citation: 'Silverman 2019', branches: [], inserted: false }
const critical = { id: 'c1', text: 'Pneumothorax', suggestedSentence: 'Communicated to ___.', inserted: false }
const found = guidanceFound({ recommendations: [recommendation], criticalFindings: [critical] })
const nameFound = patientDataFound({ source: 'voice', warnings: [{ kind: 'name', text: 'John Miller' }] })

const reduce = (...actions: Parameters<typeof reportSlice.reducer>[1][]) => actions.reduce(reportSlice.reducer, reportSlice.getInitialState())

describe('reportSlice guidance', () => {
  it('marks each suggestion inserted on its own', () => {
    const state = reduce(found, recommendationInserted('r1'))
    expect(state.recommendations[0]?.inserted).toBe(true)
    expect(state.criticalFindings[0]?.inserted).toBe(false)
    expect(reduce(found, criticalFindingInserted('c1')).criticalFindings[0]?.inserted).toBe(true)
  })

  it('clears the guidance with the editor, and everything with New Report', () => {
    const cleared = reduce(found, nameFound, reportCleared())
    expect(cleared.recommendations).toEqual([])
    expect(cleared.criticalFindings).toEqual([])
    // The transcript still holds the patient data until the next answer says otherwise.
    expect(cleared.patientData).not.toBeNull()
    expect(reduce(found, nameFound, newReportStarted())).toEqual(reportSlice.getInitialState())
  })
})

describe('reportSlice edited', () => {
  const edited = (state: ReturnType<typeof reduce>) => reportSlice.selectors.selectReportEdited({ report: state })
  const written = reportWritten({ html: '<p>Filled.</p>', origin: { source: 'external', sessionId: null, recordingId: null }, promptUsed: 'default', fallbackReason: null })
  const template = templateSelected({ source: 'default', id: 't1', name: 'CT Head', templateHtml: '<p>Brain: normal.</p>', modality: 'CT', language: 'en' })

  it('is edited only when the editor differs from what the last action wrote', () => {
    expect(edited(reduce())).toBe(false)
    expect(edited(reduce(template))).toBe(false)
    expect(edited(reduce(template, reportNormalised('<p>Brain: normal. </p>')))).toBe(false)
    expect(edited(reduce(template, reportEdited('<p>Brain: small infarct.</p>')))).toBe(true)
    expect(edited(reduce(template, reportEdited('<p>x</p>'), written))).toBe(false)
    expect(edited(reduce(written, reportEdited('<p>Filled. More.</p>'), reportCleared()))).toBe(false)
    // Emptied by hand, there is nothing to lose.
    expect(edited(reduce(written, reportEdited('')))).toBe(false)
  })

  it('comes back edited after a reload', () => {
    expect(edited(reduce(reportRestored({ html: '<p>Mine.</p>', writtenHtml: '<p>Filled.</p>' })))).toBe(true)
  })
})
