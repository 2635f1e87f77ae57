import { Delta, type AttributeMap } from 'quill'
import { impressionTitle, namesImpression } from './impressionHeadings'

export interface Line {
  /** Where the line's newline ends in the document. */
  end: number
  /** The line's text as it stands, untrimmed. */
  raw: string
  blank: boolean
  /** The line's text when it stands as a heading ('<h3>Impression</h3>', '<p><b>IMPRESSION:</b></p>'). */
  heading: string | null
  /** The label a line opens with ('<b>Impression:</b> Normal.'): it names a section and holds its text. */
  label: string | null
  /** The line's own format (a list item's list and indent). */
  format: AttributeMap
}

// A heading typed without formatting ('IMPRESSION:') or a label is a few words before a colon.
const MAX_LABEL_WORDS = 4

const isLabel = (text: string) => text.trim().split(/\s+/).length <= MAX_LABEL_WORDS

const isText = (op: { insert?: unknown }): op is { insert: string; attributes?: AttributeMap } => typeof op.insert === 'string'

function readLine(line: Delta, attributes: AttributeMap, end: number): Line {
  const texts = line.ops.filter(isText)
  const raw = texts.map((op) => op.insert).join('')
  const text = raw.trim()
  const hasEmbed = texts.length < line.ops.length
  const allBold = texts.every((op) => op.insert.trim() === '' || op.attributes?.bold === true)
  const isHeading = attributes.header !== undefined || allBold || (text.endsWith(':') && isLabel(text))
  const [before, ...after] = text.split(':')
  const label = after.length > 0 && before !== undefined && isLabel(before) ? before : null
  return { end, raw, blank: text === '' && !hasEmbed, heading: text !== '' && isHeading ? text : null, label, format: attributes }
}

export function linesOf(doc: Delta): Line[] {
  const lines: Line[] = []
  let end = 0
  doc.eachLine((line, attributes) => {
    end += line.length() + 1
    lines.push(readLine(line, attributes, end))
  })
  return lines
}

/** Where the text of the section opened by line `start` ends: after its last line that is not blank. */
export function sectionEnd(lines: Line[], start: number): number {
  const next = lines.findIndex((line, index) => index > start && line.heading !== null)
  const section = lines.slice(start, next === -1 ? lines.length : next)
  return section.findLast((line) => !line.blank)?.end ?? 0
}

/** The line that opens the report's impression section: the last naming it, -1 without one. */
export const impressionStart = (lines: Line[]) => lines.findLastIndex((line) => namesImpression(line.heading ?? line.label ?? ''))

// The words a finding and a line share: words of four letters or more, one the start of the
// other ('nodule', 'nodules'; 'solid', 'solide'), and numbers ('9 mm'), which count only beside a
// shared word. A guideline names its finding in the report's own language and words.
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
const isNumber = (word: string) => /^\p{N}+$/u.test(word)
const sameWord = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)))

function sharedWords(finding: string, line: string): number {
  const lineWords = wordsOf(line)
  const shared = (word: string) => lineWords.some((other) => sameWord(word, other))
  const words = new Set(wordsOf(finding))
  const named = [...words].filter((word) => !isNumber(word) && word.length >= 4 && shared(word)).length
  const numbers = [...words].filter((word) => isNumber(word) && shared(word)).length
  return named === 0 ? 0 : named + numbers
}

/**
 * The line of the impression section opened by line `start` that names finding (the most words
 * of it; the first of equals), -1 for none: the impression's lines after the heading, or the
 * label line itself, whose text is the impression's first line.
 */
function findingLine(lines: Line[], start: number, finding: string): number {
  const end = sectionEnd(lines, start)
  const first = (lines[start] as Line).heading === null ? start : start + 1
  let best = -1
  let most = 0
  for (let index = first; index < lines.length && (lines[index] as Line).end <= end; index++) {
    const shared = sharedWords(finding, (lines[index] as Line).raw)
    if (shared > most) [best, most] = [index, shared]
  }
  return best
}

/**
 * The change that adds text as a paragraph at the end of the report's impression section, or,
 * without one, an impression heading in the report's language and the paragraph at the end. The
 * last heading naming the impression is taken: the section closes a report, and an earlier one
 * ('Clinical impression') may name something else. Text that belongs to a finding (a guideline's
 * follow-up) goes right after the impression's line naming that finding, when one does: in a
 * list, as an item one level in under it, so that the numbering of the list goes on.
 */
export function impressionInsertion(doc: Delta, text: string, language: string, finding = ''): Delta {
  const lines = linesOf(doc)
  const start = impressionStart(lines)
  const at = start !== -1 && finding.trim() !== '' ? findingLine(lines, start, finding) : -1
  if (at !== -1) {
    const line = lines[at] as Line
    const indent = typeof line.format.indent === 'number' ? line.format.indent : 0
    const format = line.format.list === undefined ? undefined : { list: 'bullet', indent: indent + 1 }
    return new Delta().retain(line.end).insert(text).insert('\n', format)
  }
  if (start !== -1) return new Delta().retain(sectionEnd(lines, start)).insert(text).insert('\n')
  const end = lines.findLast((line) => !line.blank)?.end ?? 0
  return new Delta().retain(end).insert(impressionTitle(language)).insert('\n', { header: 3 }).insert(text).insert('\n')
}

