import { codePointLength } from './codePointLength'
import { isCommonPassword } from './validation'

export type StrengthLabel = 'Weak' | 'Good' | 'Strong'

export interface PasswordStrength {
  score: number
  label: StrengthLabel
  color: string
}

const POINTS_PER_CRITERION = 25
const LONG_ENOUGH = 8
// A common password is refused whatever it is made of (checkNewPassword); the meter shows it
// as Weak, with no more than one criterion's points.
const MAX_COMMON_SCORE = POINTS_PER_CRITERION

const criteria: ((password: string) => boolean)[] = [
  (password) => codePointLength(password) >= LONG_ENOUGH,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^a-zA-Z0-9]/.test(password),
]

// Display only: the policy itself is the minimum length and the list of common passwords (see
// validation.ts).
export function passwordStrength(password: string): PasswordStrength {
  const met = criteria.filter((criterion) => criterion(password)).length
  const score = Math.min(isCommonPassword(password) ? MAX_COMMON_SCORE : 100, met * POINTS_PER_CRITERION)
  if (score >= 75) return { score, label: 'Strong', color: '#16a34a' }
  if (score >= 50) return { score, label: 'Good', color: '#eab308' }
  return { score, label: 'Weak', color: '#dc2626' }
}
