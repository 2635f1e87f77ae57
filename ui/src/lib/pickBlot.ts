import Quill from 'quill'
import Inline from 'quill/blots/inline'
import { encodePickOptions, PICK_CLASS, PICK_FORMAT, pickValueOf, type PickValue } from './pickField'

// Pick fields (lib/pickField.ts) in the Quill editors, apart from the HTML helpers so that what
// reads a report's HTML (copy, the checks) does not load Quill.

// The field as a Quill inline blot whose value is a PickValue. It is the outermost inline format
// (after 'code' in Inline.order), so bold or italic text inside a field keeps it one field.
export class PickBlot extends Inline {
  static override blotName = PICK_FORMAT
  static override tagName = 'SPAN'
  static override className = PICK_CLASS

  static override create(value: unknown): HTMLElement {
    const node = super.create()
    const pick = value as Partial<PickValue> | null
    if (pick !== null && typeof pick === 'object' && Array.isArray(pick.options)) {
      node.setAttribute('data-options', encodePickOptions(pick.options))
      if (pick.chosen === true) node.setAttribute('data-chosen', '')
    }
    return node
  }

  static override formats(domNode: HTMLElement): PickValue | undefined {
    return pickValueOf(domNode)
  }
}

let registered = false

/** Teaches Quill the pick field, once for every editor of the page. */
export function registerPickField(): void {
  if (registered) return
  registered = true
  if (!Inline.order.includes(PICK_FORMAT)) Inline.order.push(PICK_FORMAT)
  Quill.register(PickBlot, true)
}
