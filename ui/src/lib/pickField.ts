// Pick fields: a template value chosen from a list (an imported MRRT select, radio group or check
// box), written by the server as
//   <span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span>
// The options live in the attribute only, so the report's text holds the value shown and nothing
// else. In an option "%", "|", ":" and control characters are written %XX (domain/template/pick.go
// has the same rule). The editor marks a field whose value the radiologist chose with
// data-chosen; the server's sanitiser does not keep that mark, so it lasts as long as the report
// stays in the editor.

export const PICK_CLASS = 'rs-pick'
export const PICK_FORMAT = 'pick'

/** A pick field's format in the editor: its options and whether its value was chosen. */
export interface PickValue {
  options: string[]
  chosen: boolean
}

const ESCAPED = /[%|:\u0000-\u001f\u007f]/g // eslint-disable-line no-control-regex -- control characters are escaped
const OPTION = /^(?:[^%|:\u0000-\u001f\u007f]|%[0-9A-Fa-f]{2})+$/ // eslint-disable-line no-control-regex -- and refused raw

export function encodePickOptions(options: readonly string[]): string {
  return options
    .map((option) => option.replace(ESCAPED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('|')
}

/** The options of a data-options value; undefined unless two or more, each well formed. */
export function decodePickOptions(value: string | null): string[] | undefined {
  if (value === null) return undefined
  const parts = value.split('|')
  if (parts.length < 2 || !parts.every((part) => OPTION.test(part))) return undefined
  try {
    return parts.map((part) => decodeURIComponent(part))
  } catch {
    return undefined // an escape that is no UTF-8
  }
}

/** The text of a field as the checks and the copy read it: white space collapsed. */
export function shownText(text: string): string {
  return text.replace(/[ \t\n\r\f\u00a0]+/g, ' ').trim()
}

/**
 * Still to choose: a field that is not marked chosen and still shows one of its options (a value
 * typed over by hand, or written by the fill, counts as filled).
 */
export function isUnchosen(value: PickValue, text: string): boolean {
  return !value.chosen && value.options.includes(shownText(text))
}

/** A field's value as its element holds it; undefined for a span that is no pick field. */
export function pickValueOf(element: Element): PickValue | undefined {
  const options = decodePickOptions(element.getAttribute('data-options'))
  return options && { options, chosen: element.hasAttribute('data-chosen') }
}

function pickSpans(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll(`span.${PICK_CLASS}`))
}

/** How many pick fields of the report HTML are still to choose. */
export function unchosenPickFields(html: string): number {
  if (!html.includes(PICK_CLASS)) return 0
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return pickSpans(doc).filter((span) => {
    const value = pickValueOf(span)
    return value !== undefined && isUnchosen(value, span.textContent)
  }).length
}

/**
 * The report HTML as it leaves RadScribe (copy, FHIR): each pick field is its value alone, the span
 * taken away, since a RIS neither knows the options nor should keep them. A report without fields
 * is returned as it is.
 */
export function withoutPickFields(html: string): string {
  if (!html.includes(PICK_CLASS)) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  for (const span of pickSpans(doc)) span.replaceWith(...Array.from(span.childNodes))
  return doc.body.innerHTML
}
