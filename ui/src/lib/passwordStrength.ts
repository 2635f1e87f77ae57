import { codePointLength } from './codePointLength'

export type StrengthLabel = 'Weak' | 'Good' | 'Strong'

export interface PasswordStrength {
  score: number
  label: StrengthLabel
  color: string
}

const POINTS_PER_CRITERION = 25
const LONG_ENOUGH = 8

const criteria: ((password: string) => boolean)[] = [
  (password) => codePointLength(password) >= LONG_ENOUGH,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^a-zA-Z0-9]/.test(password),
]

// Display only: the policy itself is the minimum length (see validation.ts).
export function passwordStrength(password: string): PasswordStrength {
  const met = criteria.filter((criterion) => criterion(password)).length
  const score = Math.min(100, met * POINTS_PER_CRITERION)
  if (score >= 75) return { score, label: 'Strong', color: '#16a34a' }
  if (score >= 50) return { score, label: 'Good', color: '#eab308' }
  return { score, label: 'Weak', color: '#dc2626' }
}
