import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { passwordStrength, type StrengthLabel } from './passwordStrength'
import { checkNewPassword, validationMessages } from './validation'

interface Vector {
  password: string
  score: number
  label: StrengthLabel
}

// The vectors live with the account rules they describe. (A path, not a URL: under jsdom the
// global URL is not the one node:url accepts.)
const accountDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../domain/account')
const vectorsFile = resolve(accountDir, 'testdata/password_strength.json')
const { vectors } = JSON.parse(readFileSync(vectorsFile, 'utf8')) as { vectors: Vector[] }
// The server's list of common passwords, lower case, after a header of "#" lines.
const commonPasswords = readFileSync(resolve(accountDir, 'common_passwords.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '' && !line.startsWith('#'))

describe('passwordStrength', () => {
  it('has vectors to check', () => {
    expect(vectors.length).toBeGreaterThan(0)
  })

  it.each(vectors)('$password → $score $label', ({ password, score, label }) => {
    expect(passwordStrength(password)).toMatchObject({ score, label })
  })

  it.each([
    ['a', 'Weak', 'red'],
    ['xkcdfjwq', 'Good', 'yellow'],
    ['Xkcdfjw1', 'Strong', 'green'],
    ['Abcdefg1', 'Weak', 'red'],
  ])('colours %s as %s (%s)', (password, label, hue) => {
    const colours: Record<string, string> = { red: '#dc2626', yellow: '#eab308', green: '#16a34a' }
    expect(passwordStrength(password)).toMatchObject({ label, color: colours[hue] })
  })

  // The form refuses these as too common; the meter must not call them Good or Strong.
  it('scores every common password Weak, in any case', () => {
    expect(commonPasswords.length).toBeGreaterThan(1000)
    const notWeak = commonPasswords
      .flatMap((common) => [common, common.toUpperCase(), common.charAt(0).toUpperCase() + common.slice(1)])
      .filter((password) => checkNewPassword(password) === validationMessages.passwordTooCommon)
      .filter((password) => passwordStrength(password).label !== 'Weak' || passwordStrength(password).score >= 50)
    expect(notWeak).toEqual([])
  })
})
