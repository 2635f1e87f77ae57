import { describe, expect, it } from 'vitest'
import { adminPromptLanguages, languageName, selectableLanguages } from './languages'

describe('languages', () => {
  it('lists the fourteen selectable codes in the spec order, without universal', () => {
    expect(selectableLanguages.map(({ code }) => code)).toEqual([
      'en', 'de', 'de-ch', 'es', 'pt', 'pt-br', 'sv', 'sl', 'it', 'fr', 'pl', 'lt', 'ro', 'el',
    ])
  })

  it('names the regional variants by their region', () => {
    expect(languageName('de-ch')).toBe('Swiss German')
    expect(languageName('pt')).toBe('Portuguese (Portugal)')
    expect(languageName('pt-br')).toBe('Portuguese (Brazil)')
  })

  it('adds All Languages for admin prompts only', () => {
    expect(adminPromptLanguages[0]).toEqual({ code: 'universal', name: 'All Languages' })
    expect(selectableLanguages.some(({ code }) => code === 'universal')).toBe(false)
    expect(languageName('xx')).toBe('xx')
  })
})
