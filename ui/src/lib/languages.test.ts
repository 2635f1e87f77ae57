import { describe, expect, it } from 'vitest'
import { adminPromptLanguages, forLanguage, languageName, selectableLanguages } from './languages'

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

  it('finds what a table keeps for a code, else for its base language, never the reverse', () => {
    const table = { de: 'Beurteilung', 'pt-br': 'Conclusão (BR)', pt: 'Conclusão' }
    const cases: [string, string | undefined][] = [
      ['de', 'Beurteilung'],
      ['de-ch', 'Beurteilung'],
      [' DE-CH ', 'Beurteilung'],
      ['pt-br', 'Conclusão (BR)'],
      ['pt', 'Conclusão'],
      ['en', undefined],
      ['', undefined],
    ]
    for (const [code, want] of cases) expect(forLanguage(table, code), code).toBe(want)
    expect(forLanguage({ 'de-ch': 'Chüssi' }, 'de')).toBeUndefined()
  })
})
