import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { guides } from './guides'

// The six topics the server configures by default (config/support.go).
const defaultTopics = [
  'voice-recording',
  'own-templates',
  'format-external-transcript',
  'translation-languages',
  'german-grammar',
  'custom-ai-prompts',
]
const picturesDir = path.resolve(import.meta.dirname, '../../../public/tutorials')
const steps = Object.values(guides).flat()

describe('tutorial guides', () => {
  it('has a guide of several steps for each default topic', () => {
    expect(Object.keys(guides).sort()).toEqual([...defaultTopics].sort())
    for (const topic of defaultTopics) expect(guides[topic]?.length).toBeGreaterThanOrEqual(3)
  })

  it('names each picture once, and each has been taken (test/e2e/tests/tutorial-guides.test.mjs)', () => {
    const shots = steps.map((step) => step.shot)
    expect(new Set(shots).size).toBe(shots.length)
    expect(shots.filter((shot) => !existsSync(path.join(picturesDir, `${shot}.png`)))).toEqual([])
  })

  it('says what each picture shows, in short text', () => {
    for (const step of steps) {
      expect(step.alt.length).toBeGreaterThan(20)
      expect(step.text.length).toBeLessThan(400)
    }
  })
})
