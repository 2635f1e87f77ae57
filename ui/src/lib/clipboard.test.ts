// @vitest-environment jsdom
// The stand-ins below replace what jsdom lacks; happy-dom (the suite's default) brings a Clipboard
// API of its own, which would answer the "missing" cases.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyFailedError, NoFormatSelectedError, copyFormatNames, copyReport, type CopyFormats } from './clipboard'
import { htmlToRtf } from './htmlToRtf'
import { htmlToText } from './htmlToText'

const report = '<h3>Befund</h3><p><strong>Lunge:</strong> frei.</p>'
type MimeType = 'text/html' | 'text/rtf' | 'text/plain'
const expectedData: Record<MimeType, string> = {
  'text/html': report,
  'text/rtf': htmlToRtf(report),
  'text/plain': htmlToText(report),
}

// jsdom has neither the asynchronous Clipboard API nor the copy command, so both are stand-ins
// that record what reached "the clipboard".
class RecordingClipboardItem {
  readonly items: Record<string, Blob>

  constructor(items: Record<string, Blob>) {
    this.items = items
  }
}

interface Stand {
  asyncWrites: Record<string, string>[]
  copyEventData: Record<string, string>[]
  copyEventCancelled: boolean[]
}

let stand: Stand

function installClipboardApi(outcome: 'accepts' | 'refuses') {
  vi.stubGlobal('ClipboardItem', RecordingClipboardItem)
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      write: async (items: RecordingClipboardItem[]) => {
        if (outcome === 'refuses') throw new DOMException('Write permission denied.', 'NotAllowedError')
        const written: Record<string, string> = {}
        for (const [type, blob] of Object.entries(items[0]?.items ?? {})) written[type] = await blob.text()
        stand.asyncWrites.push(written)
      },
    },
  })
}

function installCopyCommand(outcome: 'fires the copy event' | 'returns false' | 'fires nothing') {
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      expect(command).toBe('copy')
      if (outcome !== 'fires the copy event') return outcome === 'fires nothing'
      const data: Record<string, string> = {}
      const event = new Event('copy', { cancelable: true })
      Object.defineProperty(event, 'clipboardData', {
        value: { setData: (type: string, value: string) => (data[type] = value) },
      })
      document.dispatchEvent(event)
      stand.copyEventData.push(data)
      stand.copyEventCancelled.push(event.defaultPrevented)
      return true
    },
  })
}

beforeEach(() => {
  stand = { asyncWrites: [], copyEventData: [], copyEventCancelled: [] }
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
  document.body.innerHTML = ''
})

const data = (...types: MimeType[]): Record<string, string> =>
  Object.fromEntries(types.map((type) => [type, expectedData[type]]))
const formats = (html: boolean, rtf: boolean, text: boolean): CopyFormats => ({ html, rtf, text })

const cases: {
  name: string
  chosen: CopyFormats
  clipboardApi: 'accepts' | 'refuses' | 'missing'
  copyCommand: 'fires the copy event' | 'returns false' | 'fires nothing' | 'missing'
  asyncWrites: Record<string, string>[]
  copyEventData: Record<string, string>[]
  landed: CopyFormats
}[] = [
  {
    name: 'HTML and text go through the Clipboard API first',
    chosen: formats(true, false, true),
    clipboardApi: 'accepts',
    copyCommand: 'fires the copy event',
    asyncWrites: [data('text/html', 'text/plain')],
    copyEventData: [],
    landed: formats(true, false, true),
  },
  {
    name: 'text alone through the Clipboard API',
    chosen: formats(false, false, true),
    clipboardApi: 'accepts',
    copyCommand: 'missing',
    asyncWrites: [data('text/plain')],
    copyEventData: [],
    landed: formats(false, false, true),
  },
  {
    name: 'a refused Clipboard API falls back to the copy event',
    chosen: formats(true, false, true),
    clipboardApi: 'refuses',
    copyCommand: 'fires the copy event',
    asyncWrites: [],
    copyEventData: [data('text/html', 'text/plain')],
    landed: formats(true, false, true),
  },
  {
    name: 'a missing Clipboard API falls back to the copy event',
    chosen: formats(true, false, false),
    clipboardApi: 'missing',
    copyCommand: 'fires the copy event',
    asyncWrites: [],
    copyEventData: [data('text/html')],
    landed: formats(true, false, false),
  },
  {
    name: 'with RTF the copy event carries all three formats at once',
    chosen: formats(true, true, true),
    clipboardApi: 'accepts',
    copyCommand: 'fires the copy event',
    asyncWrites: [],
    copyEventData: [data('text/html', 'text/rtf', 'text/plain')],
    landed: formats(true, true, true),
  },
  {
    name: 'RTF alone through the copy event',
    chosen: formats(false, true, false),
    clipboardApi: 'missing',
    copyCommand: 'fires the copy event',
    asyncWrites: [],
    copyEventData: [data('text/rtf')],
    landed: formats(false, true, false),
  },
  {
    name: 'with RTF and a failing copy command the Clipboard API still takes the rest',
    chosen: formats(true, true, true),
    clipboardApi: 'accepts',
    copyCommand: 'returns false',
    asyncWrites: [data('text/html', 'text/plain')],
    copyEventData: [],
    landed: formats(true, false, true),
  },
  {
    name: 'a copy command that fires no event counts as failed',
    chosen: formats(false, true, true),
    clipboardApi: 'accepts',
    copyCommand: 'fires nothing',
    asyncWrites: [data('text/plain')],
    copyEventData: [],
    landed: formats(false, false, true),
  },
]

describe('copyReport', () => {
  it.each(cases)('$name', async ({ chosen, clipboardApi, copyCommand, asyncWrites, copyEventData, landed }) => {
    if (clipboardApi !== 'missing') installClipboardApi(clipboardApi)
    if (copyCommand !== 'missing') installCopyCommand(copyCommand)

    await expect(copyReport(report, chosen)).resolves.toEqual(landed)

    expect(stand.asyncWrites).toEqual(asyncWrites)
    expect(stand.copyEventData).toEqual(copyEventData)
    expect(stand.copyEventCancelled).toEqual(copyEventData.map(() => true))
  })

  it('puts each ticked format in its own clipboard type, and a stored FHIR JSON tick in none', async () => {
    installClipboardApi('accepts')
    const sections = '<p><strong>FINDINGS:</strong></p><p>Lungs clear.</p><p>No effusion.</p><p><strong>IMPRESSION:</strong></p><p>Normal.</p>'

    await expect(copyReport(sections, { html: true, rtf: false, text: true, fhir: true })).resolves.toEqual({
      html: true,
      rtf: false,
      text: true,
    })
    expect(stand.asyncWrites).toEqual([
      {
        'text/html': sections,
        'text/plain': 'FINDINGS:\r\nLungs clear.\r\nNo effusion.\r\n\r\nIMPRESSION:\r\nNormal.',
      },
    ])
    expect(copyFormatNames({ html: true, rtf: false, text: true, fhir: true })).toBe('HTML, Plain Text')
  })

  it('puts RTF in text/rtf beside HTML and plain text when the copy event carries them', async () => {
    installClipboardApi('accepts')
    installCopyCommand('fires the copy event')

    await expect(copyReport(report, { html: true, rtf: true, text: true, fhir: true })).resolves.toEqual(formats(true, true, true))
    expect(stand.copyEventData).toEqual([expectedData])
    expect(stand.asyncWrites).toEqual([])
  })

  it('refuses to copy with no format chosen', async () => {
    installClipboardApi('accepts')
    installCopyCommand('fires the copy event')

    await expect(copyReport(report, formats(false, false, false))).rejects.toBeInstanceOf(NoFormatSelectedError)
    expect(stand.asyncWrites).toEqual([])
    expect(stand.copyEventData).toEqual([])
  })

  it.each([
    { name: 'both paths fail', chosen: formats(true, false, true), clipboardApi: 'refuses' as const },
    { name: 'RTF alone and the copy command fails', chosen: formats(false, true, false), clipboardApi: 'accepts' as const },
  ])('fails when $name', async ({ chosen, clipboardApi }) => {
    installClipboardApi(clipboardApi)
    installCopyCommand('returns false')

    await expect(copyReport(report, chosen)).rejects.toBeInstanceOf(CopyFailedError)
    expect(stand.asyncWrites).toEqual([])
  })

  it('fails when neither path exists', async () => {
    await expect(copyReport(report, formats(true, true, true))).rejects.toBeInstanceOf(CopyFailedError)
  })

  it("puts the page's selection back and leaves no scratch node behind", async () => {
    installCopyCommand('fires the copy event')
    document.body.innerHTML = '<p id="report">Selected words</p>'
    const text = document.getElementById('report')?.firstChild
    if (!text) throw new Error('fixture missing')
    const range = document.createRange()
    range.setStart(text, 0)
    range.setEnd(text, 8)
    document.getSelection()?.addRange(range)

    await copyReport(report, formats(true, true, true))

    expect(document.getSelection()?.toString()).toBe('Selected')
    expect(document.body.innerHTML).toBe('<p id="report">Selected words</p>')
  })
})

describe('copyFormatNames', () => {
  it.each([
    { chosen: formats(true, true, true), expected: 'HTML, RTF, Plain Text' },
    { chosen: formats(true, false, true), expected: 'HTML, Plain Text' },
    { chosen: formats(false, true, false), expected: 'RTF' },
    { chosen: formats(false, false, false), expected: '' },
  ])('$expected', ({ chosen, expected }) => {
    expect(copyFormatNames(chosen)).toBe(expected)
  })
})
