import { describe, expect, it } from 'vitest'
import { guidanceFrom, patientDataFrom } from './guidance'

describe('guidance of an answer', () => {
  it('reads lists an older server leaves out as empty', () => {
    expect(guidanceFrom({ recommendations: null })).toEqual({ recommendations: [], criticalFindings: [] })
    expect(patientDataFrom({}, 'external')).toBeNull()
    expect(patientDataFrom({ phiWarnings: [] }, 'external')).toBeNull()
  })

  it('starts every suggestion as not inserted and keeps where the patient data was found', () => {
    const answer = {
      criticalFindings: [{ id: 'critical-pneumothorax', text: 'Pneumothorax', suggestedSentence: 'Communicated to ___.' }],
      phiWarnings: [{ kind: 'phone', text: '+49 30 1234567' }],
    }
    expect(guidanceFrom(answer).criticalFindings).toEqual([{ ...answer.criticalFindings[0], inserted: false }])
    expect(patientDataFrom(answer, 'voice')).toEqual({ source: 'voice', warnings: answer.phiWarnings })
  })
})
