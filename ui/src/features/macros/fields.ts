// The [...] fields of a macro's text, and the editor's help with them: pure functions of text.

export interface FieldSpan {
  /** Index of "[" and one past "]", in UTF-16 code units as the editor counts. */
  start: number
  end: number
}

// A "[" and the first "]" after it on the same line, with no "[" between: the server's rule.
const FIELD = /\[[^[\]\n]*\]/g

export function findFields(text: string): FieldSpan[] {
  return Array.from(text.matchAll(FIELD), (match) => ({ start: match.index, end: match.index + match[0].length }))
}

/** '1 field not filled' or 'N fields not filled'. */
export function unfilledFieldsMessage(count: number): string {
  return count === 1 ? '1 field not filled' : `${String(count)} fields not filled`
}

/**
 * The field to move to from a cursor (or selection) at [from, to): forwards, the first field
 * starting at or after `to` that is not the one selected; backwards, the last one ending at or
 * before `from`. Both wrap round; undefined when the text has no field.
 */
export function adjacentField(text: string, from: number, to: number, backwards: boolean): FieldSpan | undefined {
  return adjacentSpan(findFields(text), from, to, backwards)
}

/** adjacentField over any fields, given in document order (the editor adds its pick fields). */
export function adjacentSpan(fields: readonly FieldSpan[], from: number, to: number, backwards: boolean): FieldSpan | undefined {
  if (fields.length === 0) return undefined
  if (backwards) {
    const before = fields.filter((field) => field.end <= from && !(field.start === from && field.end === to))
    return before.at(-1) ?? fields.at(-1)
  }
  const after = fields.find((field) => field.start >= to && !(field.start === from && field.end === to))
  return after ?? fields[0]
}

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}'’-]/u

/** The words of a name, case-folded and single-spaced, as the server matches names. */
export function nameKey(name: string): string {
  return name
    .split(/[^\p{L}\p{N}\p{M}'’-]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .join(' ')
    .toLowerCase()
}

export interface NameMatch<M> {
  macro: M
  /** Where the typed name starts in the text. */
  start: number
}

/**
 * The macro whose name the text ends with at `cursor` (Ctrl+Space after a typed name): the
 * longest name that matches whole words, case-insensitively, earlier macros winning a tie.
 */
export function macroBeforeCursor<M extends { name: string }>(text: string, cursor: number, macros: readonly M[]): NameMatch<M> | undefined {
  const before = text.slice(0, cursor)
  const byLength = [...macros].sort((a, b) => nameKey(b.name).length - nameKey(a.name).length)
  for (const macro of byLength) {
    const words = nameKey(macro.name).split(' ')
    if (words[0] === '') continue
    // The typed words, separated by spaces only, at the very end of the text before the cursor.
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}\\p{M}'’-])(${words.map(escapeRegExp).join('[ \\t\\u00a0]+')})$`, 'iu')
    const match = pattern.exec(before)
    if (match) {
      const start = match.index + (match[1]?.length ?? 0)
      if (start === 0 || !WORD_CHARACTER.test(before.charAt(start - 1))) return { macro, start }
    }
  }
  return undefined
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
