import { htmlToRtf } from './htmlToRtf'
import { htmlToText } from './htmlToText'

export type CopyFormat = 'html' | 'rtf' | 'text'
/**
 * The ticked formats. fhir is only read from formats stored when FHIR JSON was a copy format; it
 * is never copied now (FHIR JSON is downloaded, never put in the text/plain slot).
 */
export type CopyFormats = Record<CopyFormat, boolean> & { fhir?: boolean }

/** No copy format is ticked; the UI shows 'No Format Selected'. */
export class NoFormatSelectedError extends Error {
  override name = 'NoFormatSelectedError'
}

/** Neither clipboard path worked; the UI shows 'Copy Failed'. */
export class CopyFailedError extends Error {
  override name = 'CopyFailedError'
}

// Each format to its own clipboard type, and nothing else in any of them.
const mimeTypes: Record<CopyFormat, string> = { html: 'text/html', rtf: 'text/rtf', text: 'text/plain' }
const formatNames: Record<CopyFormat, string> = { html: 'HTML', rtf: 'RTF', text: 'Plain Text' }
const formatOrder: readonly CopyFormat[] = ['html', 'rtf', 'text']

type Payload = [mimeType: string, data: string][]

function payloadFor(html: string, formats: readonly CopyFormat[]): Payload {
  const render: Record<CopyFormat, () => string> = {
    html: () => html,
    rtf: () => htmlToRtf(html),
    text: () => htmlToText(html),
  }
  return formats.map((format) => [mimeTypes[format], render[format]()])
}

async function writeWithClipboardApi(payload: Payload): Promise<boolean> {
  if (!('ClipboardItem' in window) || !('clipboard' in navigator)) return false
  try {
    const item = new ClipboardItem(Object.fromEntries(payload.map(([type, data]) => [type, new Blob([data], { type })])))
    await navigator.clipboard.write([item])
    return true
  } catch {
    return false
  }
}

// The copy command fires a copy event whose clipboardData takes any type, RTF included (Firefox
// hands text/rtf to the system as RTF; Chromium keeps it as web custom data). A selected scratch
// node makes sure there is something to copy (Safari fires nothing otherwise); the page's own
// selection is put back afterwards.
function writeWithCopyEvent(payload: Payload): boolean {
  let written = false
  const onCopy = (event: ClipboardEvent) => {
    if (event.clipboardData === null) return
    for (const [type, data] of payload) event.clipboardData.setData(type, data)
    event.preventDefault()
    written = true
  }
  const selection = document.getSelection()
  const savedRanges = selection === null ? [] : Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i))
  const scratch = document.createElement('span')
  scratch.textContent = ' '
  scratch.style.position = 'fixed'
  scratch.style.opacity = '0'
  scratch.style.whiteSpace = 'pre'
  document.body.appendChild(scratch)
  document.addEventListener('copy', onCopy, true)
  try {
    if (selection !== null) {
      const range = document.createRange()
      range.selectNodeContents(scratch)
      selection.removeAllRanges()
      selection.addRange(range)
    }
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way to write text/rtf
    return document.execCommand('copy') && written
  } catch {
    return false
  } finally {
    document.removeEventListener('copy', onCopy, true)
    scratch.remove()
    if (selection !== null) {
      selection.removeAllRanges()
      for (const range of savedRanges) selection.addRange(range)
    }
  }
}

/**
 * Puts every chosen format of the report on the clipboard in one copy and resolves to the formats
 * that landed there.
 *
 * The asynchronous Clipboard API cannot write text/rtf, so with RTF chosen the copy event is
 * the primary path (it alone carries all three types at once) and the asynchronous API is the
 * fallback for what it can carry. Without RTF the asynchronous API goes first, as the spec asks,
 * and the copy event is the fallback.
 */
export async function copyReport(html: string, formats: CopyFormats): Promise<CopyFormats> {
  const chosen = formatOrder.filter((format) => formats[format])
  if (chosen.length === 0) throw new NoFormatSelectedError('Please select at least one copy format.')
  const withoutRtf = chosen.filter((format) => format !== 'rtf')
  const landed = (written: readonly CopyFormat[]): CopyFormats => ({
    html: written.includes('html'),
    rtf: written.includes('rtf'),
    text: written.includes('text'),
  })

  if (formats.rtf) {
    if (writeWithCopyEvent(payloadFor(html, chosen))) return landed(chosen)
    if (withoutRtf.length > 0 && (await writeWithClipboardApi(payloadFor(html, withoutRtf)))) return landed(withoutRtf)
  } else {
    if (await writeWithClipboardApi(payloadFor(html, chosen))) return landed(chosen)
    if (writeWithCopyEvent(payloadFor(html, chosen))) return landed(chosen)
  }
  throw new CopyFailedError('Failed to copy report to clipboard.')
}

/** The formats for the 'Report Copied' toast, e.g. 'HTML, Plain Text'. */
export function copyFormatNames(formats: CopyFormats): string {
  return formatOrder
    .filter((format) => formats[format])
    .map((format) => formatNames[format])
    .join(', ')
}
