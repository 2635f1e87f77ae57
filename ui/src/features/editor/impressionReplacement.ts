import { Delta } from 'quill'
import { impressionTitle } from './impressionHeadings'
import { impressionStart, linesOf, sectionEnd, type Line } from './impressionInsertion'

/**
 * The change that makes lines the body of the report's impression section (the last heading
 * naming it, as impressionInsertion finds it): the section's text after its heading, or after
 * the label of a label line ('IMPRESSION: Normal.'), is replaced by the lines, a paragraph each.
 * Lines of the old body that keep() says to keep (a follow-up the radiologist inserted) stay,
 * after the new lines. Without an impression section, one is added at the end as
 * impressionInsertion adds it.
 */
export function impressionReplacement(doc: Delta, newLines: readonly string[], language: string, keep: (line: string) => boolean = () => false): Delta {
  const lines = linesOf(doc)
  const start = impressionStart(lines)
  if (start === -1) {
    const end = lines.findLast((line) => !line.blank)?.end ?? 0
    return new Delta().retain(end).insert(impressionTitle(language)).insert('\n', { header: 3 }).insert(newLines.join('\n')).insert('\n')
  }
  const heading = lines[start] as Line
  const end = sectionEnd(lines, start)
  const next = lines.findIndex((line, index) => index > start && line.heading !== null)
  const body = lines.slice(start + 1, next === -1 ? lines.length : next).filter((line) => line.end <= end)
  const kept = body.map((line) => line.raw.trim()).filter((text) => text !== '' && keep(text))
  const text = [...newLines, ...kept].join('\n')
  if (heading.heading === null && heading.label !== null) {
    // A label line holds the impression's first line after its colon; the section ends where its text does.
    const lineStart = heading.end - heading.raw.length - 1
    const from = lineStart + heading.raw.indexOf(':') + 1
    return new Delta().retain(from).delete(end - 1 - from).insert(` ${text}`)
  }
  if (end <= heading.end) return new Delta().retain(heading.end).insert(`${text}\n`)
  // Up to the newline of the body's last line, which keeps its own line format.
  return new Delta().retain(heading.end).delete(end - 1 - heading.end).insert(text)
}
