import { describe, expect, it } from 'vitest'
import { htmlToText } from './htmlToText'

const cases: { name: string; html: string; expected: string }[] = [
  { name: 'empty', html: '', expected: '' },
  { name: 'Quill empty document', html: '<p><br></p>', expected: '' },
  { name: 'paragraph', html: '<p>Lungs clear.</p>', expected: 'Lungs clear.' },
  { name: 'paragraphs of a section single-spaced', html: '<p>A</p>\n<p>B</p>', expected: 'A\nB' },
  { name: 'Quill empty lines collapse to one blank line', html: '<p>A</p><p><br></p><p><br></p><p>B</p>', expected: 'A\n\nB' },
  { name: 'heading on its own line, as written', html: '<h3>Findings</h3><p>Normal.</p>', expected: 'Findings\nNormal.' },
  { name: 'line break', html: '<p>A<br>B</p>', expected: 'A\nB' },
  { name: 'formatting dropped', html: '<p><strong>Liver:</strong> <em>normal</em> <u>size</u> <s>x</s></p>', expected: 'Liver: normal size x' },
  { name: 'no trailing spaces', html: '<p>A   <br>B </p>', expected: 'A\nB' },
  { name: 'non-breaking space as space', html: '<p>6&nbsp;mm</p>', expected: '6 mm' },
  { name: 'bullets', html: '<ul><li>a</li><li>b</li></ul>', expected: '- a\n- b' },
  { name: 'numbers', html: '<ol><li>a</li><li>b</li></ol>', expected: '1. a\n2. b' },
  {
    name: 'Quill 2 list in one ol',
    html: '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>a</li><li data-list="ordered">b</li><li data-list="ordered" class="ql-indent-1">b1</li><li data-list="ordered">c</li></ol>',
    expected: '- a\n1. b\n  1. b1\n2. c',
  },
  { name: 'nested lists', html: '<ul><li>a<ol><li>x</li><li>y</li></ol></li></ul>', expected: '- a\n  1. x\n  2. y' },
  { name: 'line break in an item lines up with its text', html: '<ol><li>a<br>b</li></ol>', expected: '1. a\n   b' },
  { name: 'list between paragraphs', html: '<p>P</p><ul><li>a</li></ul><p>Q</p>', expected: 'P\n- a\nQ' },
  {
    name: 'table cells tab-separated',
    html: '<table><tr><th>Organ</th><th>Finding</th></tr><tr><td>Liver</td><td>normal<br>size</td></tr><tr><td>Spleen</td><td></td></tr></table>',
    expected: 'Organ\tFinding\nLiver\tnormal size\nSpleen\t',
  },
  {
    name: 'one blank line between sections, none after each line',
    html: '<p><strong>FINDINGS:</strong></p><p>Lungs clear.</p><p>No effusion.</p><p><strong>IMPRESSION:</strong></p><p>Normal.</p>',
    expected: 'FINDINGS:\nLungs clear.\nNo effusion.\n\nIMPRESSION:\nNormal.',
  },
  { name: 'a label with text after it is a line, not a section', html: '<p>A</p><p>Liver: normal.</p>', expected: 'A\nLiver: normal.' },
  { name: 'umlauts, Greek and emoji kept', html: '<p>Größe Ödem Πνεύμονες 👍</p>', expected: 'Größe Ödem Πνεύμονες 👍' },
  {
    name: 'server report',
    html: '<h3>Befund</h3>\n<p><strong>Lunge:</strong> Die Lunge ist frei.</p>\n<p><strong>Pleura:</strong> Kein Pleuraerguss.</p>\n<h3>Beurteilung</h3>\n<p>Kein pathologischer Befund.</p>\n',
    expected: 'Befund\nLunge: Die Lunge ist frei.\nPleura: Kein Pleuraerguss.\n\nBeurteilung\nKein pathologischer Befund.',
  },
]

describe('htmlToText', () => {
  it.each(cases)('$name', ({ html, expected }) => {
    expect(htmlToText(html, '\n')).toBe(expected)
  })

  it('ends lines with CRLF by default, for Windows RIS text boxes', () => {
    expect(htmlToText('<h3>Findings</h3><ul><li>a</li><li>b</li></ul><h3>Impression</h3><p>Normal.</p>')).toBe('Findings\r\n- a\r\n- b\r\n\r\nImpression\r\nNormal.')
  })

  it('takes LF when asked', () => {
    expect(htmlToText('<p>A<br>B</p><p>C</p>', '\n')).toBe('A\nB\nC')
  })
})
