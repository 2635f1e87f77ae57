import { describe, expect, it } from 'vitest'
import { dictatedBranch } from './branchChoice'

const risk = [
  { key: 'low-risk', label: 'Low risk', text: 'Low risk: CT at 6-12 months, then consider CT at 18-24 months.' },
  { key: 'high-risk', label: 'High risk', text: 'High risk: CT at 6-12 months, then CT at 18-24 months.' },
]
const riskDe = [
  { key: 'low-risk', label: 'Niedriges Risiko', text: 'Niedriges Risiko: Keine routinemäßige Verlaufskontrolle.' },
  { key: 'high-risk', label: 'Hohes Risiko', text: 'Hohes Risiko: Optional CT nach 12 Monaten.' },
]

describe('dictatedBranch', () => {
  it.each([
    ['High risk patient. 7 mm nodule right upper lobe.', risk, 'high-risk'],
    ['7 mm nodule, low-risk patient.', risk, 'low-risk'],
    ['Patient at HIGH  RISK, nodule 7 mm', risk, 'high-risk'],
    ['Hohes Risiko, Rundherd 7 mm', riskDe, 'high-risk'],
    ['Rundherd 4 mm, Patient mit niedrigem Risiko, low risk', riskDe, 'low-risk'],
  ])('reads %j as the dictated branch', (transcript, branches, key) => {
    expect(dictatedBranch(branches, transcript)?.key).toBe(key)
  })

  it.each([
    ['7 mm nodule right upper lobe.'],
    ['Not high risk, rather low risk.'],
    ['highrisk'],
    [''],
  ])('asks when %j names none or both', (transcript) => {
    expect(dictatedBranch(risk, transcript)).toBeNull()
  })
})
