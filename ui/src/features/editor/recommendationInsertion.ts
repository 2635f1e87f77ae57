import { Delta } from 'quill'
import { forLanguage } from '../../lib/languages'
import { linesOf, sectionEnd } from './impressionInsertion'

// The heading of the section a follow-up goes to when the radiologist keeps it out of the
// impression, per report language (the languages of impressionHeadings.ts).
const TITLES: Record<string, string> = {
  en: 'Recommendation',
  de: 'Empfehlung',
  es: 'Recomendación',
  pt: 'Recomendação',
  it: 'Raccomandazione',
  fr: 'Recommandation',
  pl: 'Zalecenie',
  lt: 'Rekomendacija',
  ro: 'Recomandare',
  sl: 'Priporočilo',
  el: 'Σύσταση',
}

/** The recommendation heading: the language's, its base language's ('de' for 'de-ch'), else English. */
export function recommendationTitle(language: string): string {
  return forLanguage(TITLES, language) ?? 'Recommendation'
}

/**
 * The change that adds a follow-up as a paragraph of the report's recommendation section (its
 * heading in the report's language, singular or plural), or, without one, the heading and the
 * paragraph at the end of the report, after the impression.
 */
export function recommendationInsertion(doc: Delta, text: string, language: string): Delta {
  const lines = linesOf(doc)
  const title = recommendationTitle(language)
  const stem = title.toLocaleLowerCase()
  const start = lines.findLastIndex((line) => (line.heading ?? '').toLocaleLowerCase().startsWith(stem))
  if (start !== -1) return new Delta().retain(sectionEnd(lines, start)).insert(text).insert('\n')
  const end = lines.findLast((line) => !line.blank)?.end ?? 0
  return new Delta().retain(end).insert(title).insert('\n', { header: 3 }).insert(text).insert('\n')
}
