import Quill, { Delta, Parchment, type AttributeMap, type Range } from 'quill'
import { PickBlot } from '../../lib/pickBlot'
import { PICK_FORMAT, type PickValue } from '../../lib/pickField'
import type { FieldSpan } from '../macros'

// The report editor's help with pick fields (lib/pickField.ts): where they are, which one the
// cursor is in, choosing a value, and typing next to one without typing into it.

export interface PickSpan extends FieldSpan {
  value: PickValue
  /** The field's span in the editor. */
  element: HTMLElement
}

/** The pick fields of the document, in order. */
export function pickFields(quill: Quill): PickSpan[] {
  return quill.scroll.descendants(PickBlot).flatMap((blot) => {
    const value = PickBlot.formats(blot.domNode)
    if (value === undefined) return []
    const start = quill.getIndex(blot)
    return [{ start, end: start + blot.length(), value, element: blot.domNode }]
  })
}

/**
 * The field a selection is in: the field selected whole, or a cursor inside it; with `edges`, a
 * cursor just before or after it counts too.
 */
export function pickAt(quill: Quill, range: Range, edges: boolean): PickSpan | undefined {
  const from = range.index
  const to = range.index + range.length
  return pickFields(quill).find((field) => {
    if (range.length > 0) return from >= field.start && to <= field.end
    return edges ? from >= field.start && from <= field.end : from > field.start && from < field.end
  })
}

// The inline formats of the character at index (block formats live on the newline).
function inlineFormats(quill: Quill, index: number): AttributeMap {
  if (index < 0) return {}
  const [op] = quill.getContents(index, 1).ops
  return typeof op?.insert === 'string' && op.insert !== '\n' ? { ...op.attributes } : {}
}

function without(formats: AttributeMap, name: string): AttributeMap {
  return Object.fromEntries(Object.entries(formats).filter(([key]) => key !== name))
}

/**
 * Shows `option` in the field, marked chosen; the options stay, and so does the field's other
 * formatting. One Undo takes it back. The cursor ends after the field.
 */
export function choosePick(quill: Quill, field: PickSpan, option: string): void {
  const formats = inlineFormats(quill, field.start)
  const value: PickValue = { options: field.value.options, chosen: true }
  quill.history.cutoff()
  quill.updateContents(
    new Delta()
      .retain(field.start)
      .delete(field.end - field.start)
      .insert(option, { ...formats, [PICK_FORMAT]: value }),
    Quill.sources.USER,
  )
  quill.history.cutoff()
  quill.setSelection(field.start + option.length, 0, Quill.sources.USER)
}

/**
 * Text typed with the cursor at a field's edge goes outside it (a browser would put it inside,
 * and Quill would carry the field on): true when it inserted the text itself.
 */
export function typeBesidePick(quill: Quill, text: string): boolean {
  const range = quill.getSelection()
  if (!range || range.length > 0 || text === '') return false
  const field = pickFields(quill).find((candidate) => candidate.start === range.index || candidate.end === range.index)
  if (!field) return false
  // The text takes the formats of the text before it, less the field (bold goes on after bold).
  const formats = without(inlineFormats(quill, range.index - 1), PICK_FORMAT)
  quill.updateContents(new Delta().retain(range.index).insert(text, formats), Quill.sources.USER)
  quill.setSelection(range.index + text.length, 0, Quill.sources.USER)
  return true
}

/**
 * Enter with the cursor right after a field starts a new line without carrying the field on to it
 * (Quill keeps the formats of the text before the cursor for what is typed next): true when it
 * acted.
 */
export function enterAfterPick(quill: Quill): boolean {
  const range = quill.getSelection()
  if (!range || range.length > 0) return false
  if (!pickFields(quill).some((field) => field.end === range.index)) return false
  // The new line keeps the line's formats (a list item stays one), as Quill's own Enter does.
  const lineFormats = Object.fromEntries(
    Object.entries(quill.getFormat(range.index)).filter(([name, value]) => isBlockFormat(quill, name) && !Array.isArray(value)),
  )
  quill.updateContents(new Delta().retain(range.index).insert('\n', lineFormats), Quill.sources.USER)
  quill.setSelection(range.index + 1, 0, Quill.sources.SILENT)
  return true
}

function isBlockFormat(quill: Quill, name: string): boolean {
  return quill.scroll.query(name, Parchment.Scope.BLOCK) !== null
}
