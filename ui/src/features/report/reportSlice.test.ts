import { describe, expect, it } from 'vitest'
import {
  criticalFindingInserted,
  guidanceFound,
  newReportStarted,
  patientDataFound,
  recommendationInserted,
  reportCleared,
  reportSlice,
} from './reportSlice'

const recommendation = { id: 'r1', guideline: 'Bosniak 2019', finding: 'Cystic mass', text: 'Follow-up MRI.', citation: 'Silverman 2019', inserted: false }
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
