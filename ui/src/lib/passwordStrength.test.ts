import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { passwordStrength, type StrengthLabel } from './passwordStrength'

interface Vector {
  password: string
  score: number
  label: StrengthLabel
}

// The Go tests read the same file, so the two meters cannot drift apart. (A path, not a URL:
// under jsdom the global URL is not the one node:url accepts.)
const vectorsFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../domain/account/testdata/password_strength.json',
)
const { vectors } = JSON.parse(readFileSync(vectorsFile, 'utf8')) as { vectors: Vector[] }

describe('passwordStrength', () => {
  it('has vectors to check', () => {
    expect(vectors.length).toBeGreaterThan(0)
  })

  it.each(vectors)('$password → $score $label', ({ password, score, label }) => {
    expect(passwordStrength(password)).toMatchObject({ score, label })
  })

  it.each([
    ['a', 'Weak', 'red'],
    ['abcdefgh', 'Good', 'yellow'],
    ['Abcdefg1', 'Strong', 'green'],
  ])('colours %s as %s (%s)', (password, label, hue) => {
    const colours: Record<string, string> = { red: '#dc2626', yellow: '#eab308', green: '#16a34a' }
    expect(passwordStrength(password)).toMatchObject({ label, color: colours[hue] })
  })
})
