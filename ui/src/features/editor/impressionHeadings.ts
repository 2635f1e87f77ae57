import { forLanguage } from '../../lib/languages'

// The impression section's headings, as the server has them (domain/report/headings.go): the
// title it writes per language, and every language's phrases that name the section. A report
// may be written in another language than the one chosen, so any language's phrase counts.

const TITLES: Record<string, string> = {
  en: 'Impression',
  de: 'Beurteilung',
  es: 'Conclusión',
  pt: 'Conclusão',
  it: 'Conclusioni',
  fr: 'Conclusion',
  pl: 'Wnioski',
  lt: 'Išvados',
  ro: 'Concluzii',
  sl: 'Zaključek',
  sv: 'Bedömning',
  el: 'Συμπέρασμα',
}

const PHRASES = [
  ['impression', 'impressions', 'conclusion', 'conclusions', 'summary', 'opinion'],
  ['beurteilung', 'zusammenfassung', 'fazit'],
  ['conclusión', 'conclusiones', 'impresión', 'impresion', 'impresión diagnóstica'],
  ['conclusão', 'conclusao', 'impressão', 'impressao', 'impressão diagnóstica'],
  ['conclusioni', 'conclusione', 'impressione diagnostica'],
  ['synthèse'],
  ['wnioski', 'wniosek', 'podsumowanie'],
  ['išvados', 'išvada'],
  ['concluzii', 'concluzie'],
  ['zaključek', 'mnenje'],
  ['bedömning', 'slutsats', 'sammanfattning'],
  ['συμπέρασμα', 'συμπεράσματα'],
]
  .flat()
  .map((phrase) => phrase.split(' '))

const wordsOf = (text: string) => text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '')

/** The impression heading for a new section: the language's, its base language's ('de' for 'de-ch'), else English. */
export function impressionTitle(language: string): string {
  return forLanguage(TITLES, language) ?? 'Impression'
}

/** Whether a heading ('IMPRESSION:', 'Beurteilung', 'Findings and impression') names the impression. */
export function namesImpression(heading: string): boolean {
  const words = wordsOf(heading)
  return PHRASES.some((phrase) =>
    words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word)),
  )
}
