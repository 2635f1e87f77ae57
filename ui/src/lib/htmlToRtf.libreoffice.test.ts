import { execFile } from 'node:child_process'
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { htmlToRtf } from './htmlToRtf'

// Proves real word processors read the RTF: LibreOffice converts it to text, which must hold the
// report. CI installs LibreOffice; elsewhere the test is skipped.

const runFile = promisify(execFile)

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

const sofficeAvailable = onPath('soffice')

const report = `
<h1 class="ql-align-center">CT Thorax mit Kontrastmittel</h1>
<h3>Befund</h3>
<p><strong>Lunge:</strong> Keine Infiltrate. Größe der Herzsilhouette normal.</p>
<p><strong>Pleura:</strong> Kein Pleuraerguss, <em>kein</em> <u>Pneumothorax</u>.</p>
<p><br></p>
<ol>
  <li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Rundherd im rechten Oberlappen, 6&nbsp;mm</li>
  <li data-list="ordered">Verlaufskontrolle in 3 Monaten</li>
  <li data-list="ordered" class="ql-indent-1">Vergleich mit Voraufnahme</li>
</ol>
<table><tbody><tr><td>Organ</td><td>Befund</td></tr><tr><td>Leber</td><td>unauffällig</td></tr></tbody></table>
<h3 class="ql-align-right">Beurteilung</h3>
<p class="ql-align-justify">Ödem ausgeschlossen. Πνευμονικό οίδημα: όχι. Pfad C:\\Befunde {alt} 👍</p>
`

const expectedLines = [
  'CT Thorax mit Kontrastmittel',
  'Befund',
  'Lunge: Keine Infiltrate. Größe der Herzsilhouette normal.',
  'Pleura: Kein Pleuraerguss, kein Pneumothorax.',
  'Rundherd im rechten Oberlappen, 6\u00a0mm',
  'Verlaufskontrolle in 3 Monaten',
  'Vergleich mit Voraufnahme',
  'Organ',
  'unauffällig',
  'Beurteilung',
  'Ödem ausgeschlossen. Πνευμονικό οίδημα: όχι. Pfad C:\\Befunde {alt} 👍',
]

if (!sofficeAvailable) {
  console.warn('Skipping the LibreOffice RTF check: soffice is not on PATH (install libreoffice-writer-nogui).')
}

// Converts the report's RTF with LibreOffice and returns the produced file's text.
async function convertWithLibreOffice(workDir: string, filter: string, extension: string): Promise<string> {
  const rtfFile = join(workDir, 'report.rtf')
  writeFileSync(rtfFile, htmlToRtf(report))
  // A profile of its own, so parallel runs do not fight over LibreOffice's lock.
  const profile = pathToFileURL(join(workDir, 'profile')).href
  await runFile(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', filter, '--outdir', workDir, rtfFile],
    { timeout: 55_000 },
  )
  return readFileSync(join(workDir, `report.${extension}`), 'utf8').replace(/^\ufeff/, '')
}

describe.skipIf(!sofficeAvailable)('LibreOffice reads the RTF', () => {
  let workDir = ''

  beforeEach(() => {
    workDir = mkdtempSync(join(tmpdir(), 'radscribe-rtf-'))
  })

  afterEach(() => {
    rmSync(workDir, { recursive: true, force: true })
  })

  it('as text holding its headings, list items and non-ASCII text', async () => {
    const lines = (await convertWithLibreOffice(workDir, 'txt:Text (encoded):UTF8', 'txt'))
      .split(/\r?\n/)
      .map((line) => line.replace(/^(?:\u2022|\d+\.)\t/, '').trim())
    for (const line of expectedLines) expect(lines).toContain(line)
    expect(lines.indexOf('Befund')).toBeLessThan(lines.indexOf('Beurteilung'))
  }, 60_000)

  it('with its formatting, alignment and table', async () => {
    const html = (await convertWithLibreOffice(workDir, 'html', 'html')).replace(/\s+/g, ' ')
    expect(html).toMatch(/<b>\s*Lunge:\s*<\/b>/)
    expect(html).toMatch(/<i>\s*kein\s*<\/i>/)
    expect(html).toMatch(/<u>\s*Pneumothorax\s*<\/u>/)
    expect(html).toMatch(/(align="center"|text-align: center)[^>]*>(\s*<[^>]+>)*\s*CT Thorax/)
    expect(html).toMatch(/(align="right"|text-align: right)[^>]*>(\s*<[^>]+>)*\s*Beurteilung/)
    expect(html).toMatch(/<table[^>]*>.*Organ.*Befund.*Leber.*unauffällig.*<\/table>/)
  }, 60_000)
})
