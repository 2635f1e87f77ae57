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
  return { end, raw, blank: text === '' && !hasEmbed, heading: text !== '' && isHeading ? text : null, label }
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

/**
 * The change that adds text as a paragraph at the end of the report's impression section, or,
 * without one, an impression heading in the report's language and the paragraph at the end. The
 * last heading naming the impression is taken: the section closes a report, and an earlier one
 * ('Clinical impression') may name something else.
 */
export function impressionInsertion(doc: Delta, text: string, language: string): Delta {
  const lines = linesOf(doc)
  const start = impressionStart(lines)
  if (start !== -1) return new Delta().retain(sectionEnd(lines, start)).insert(text).insert('\n')
  const end = lines.findLast((line) => !line.blank)?.end ?? 0
  return new Delta().retain(end).insert(impressionTitle(language)).insert('\n', { header: 3 }).insert(text).insert('\n')
}

