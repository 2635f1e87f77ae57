export interface Language {
  code: string
  name: string
}

// The languages a user can dictate and be answered in (spec 000 section 3, without universal).
export const selectableLanguages: readonly Language[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'de-ch', name: 'Swiss German' },
  { code: 'es', name: 'Spanish' },
  { code: 'pt', name: 'Portuguese (Portugal)' },
  { code: 'pt-br', name: 'Portuguese (Brazil)' },
  { code: 'sv', name: 'Swedish' },
  { code: 'sl', name: 'Slovenian' },
  { code: 'it', name: 'Italian' },
  { code: 'fr', name: 'French' },
  { code: 'pl', name: 'Polish' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'ro', name: 'Romanian' },
  { code: 'el', name: 'Greek' },
]

// Admin prompts may apply to every language at once.
export const universalLanguage: Language = { code: 'universal', name: 'All Languages' }

export const adminPromptLanguages: readonly Language[] = [universalLanguage, ...selectableLanguages]

// The name of a code, or the code itself when it is not one of ours.
export function languageName(code: string): string {
  return adminPromptLanguages.find((language) => language.code === code)?.name ?? code
}

export function languageOptions(languages: readonly Language[]) {
  return languages.map(({ code, name }) => ({ value: code, label: name }))
}

/**
 * What a table kept per language holds for a code: the code's own entry, else its base language's
 * ('de' for 'de-ch', 'pt' for 'pt-br'), as the server's lang.Lookup orders them; codes compare in
 * lower case, without surrounding spaces.
 */
export function forLanguage<T>(table: Readonly<Record<string, T>>, language: string): T | undefined {
  const code = language.trim().toLowerCase()
  return table[code] ?? table[code.split('-')[0] ?? '']
}
