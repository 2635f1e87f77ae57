import { describe, expect, it } from 'vitest'
import { htmlToRtf } from './htmlToRtf'

const body = (html: string) => {
  const rtf = htmlToRtf(html)
  return rtf.slice(rtf.indexOf('}}\n') + 3, -1)
}

const para = (words: string, text: string) => `\\pard\\plain\\f0${words} ${text}\\par\n`
const p = (text: string, align = '\\ql') => para(`\\fs22\\sa120${align}`, text)
const item = (level: number, marker: string, text: string) => {
  const indent = 720 + 360 * level
  return para(`\\fs22\\fi-360\\li${String(indent)}\\tx${String(indent)}\\ql`, `${marker}\\tab ${text}`)
}

const cases: { name: string; html: string; expected: string }[] = [
  { name: 'paragraph', html: '<p>Lungs clear.</p>', expected: p('Lungs clear.') },
  { name: 'two paragraphs', html: '<p>A</p>\n<p>B</p>', expected: p('A') + p('B') },
  { name: 'Quill empty line', html: '<p>A</p><p><br></p><p>B</p>', expected: p('A') + p('') + p('B') },
  { name: 'line break', html: '<p>A<br>B</p>', expected: p('A\\line B') },
  { name: 'two line breaks keep one empty line', html: '<p>A<br><br></p>', expected: p('A\\line ') },
  { name: 'loose text', html: 'Just text', expected: p('Just text') },
  { name: 'collapsed whitespace', html: '<p>  A \n  <b> B </b>  C  </p>', expected: p('A {\\b B }C') },
  { name: 'h1', html: '<h1>Title</h1>', expected: para('\\fs36\\b\\keepn\\sb240\\sa120\\ql', 'Title') },
  { name: 'h2', html: '<h2>Findings</h2>', expected: para('\\fs30\\b\\keepn\\sb240\\sa120\\ql', 'Findings') },
  { name: 'h3', html: '<h3>Impression</h3>', expected: para('\\fs26\\b\\keepn\\sb240\\sa120\\ql', 'Impression') },
  { name: 'h5 as h3', html: '<h5>Note</h5>', expected: para('\\fs26\\b\\keepn\\sb240\\sa120\\ql', 'Note') },
  { name: 'bold', html: '<p><strong>Liver:</strong> normal</p>', expected: p('{\\b Liver:} normal') },
  { name: 'b', html: '<p><b>x</b></p>', expected: p('{\\b x}') },
  { name: 'italic', html: '<p><em>a</em><i>b</i></p>', expected: p('{\\i ab}') },
  { name: 'underline', html: '<p><u>u</u></p>', expected: p('{\\ul u}') },
  { name: 'strike', html: '<p><s>s</s></p>', expected: p('{\\strike s}') },
  { name: 'nested styles', html: '<p><strong><em><u>all</u></em></strong></p>', expected: p('{\\b\\i\\ul all}') },
  { name: 'Quill centre', html: '<p class="ql-align-center">c</p>', expected: p('c', '\\qc') },
  { name: 'Quill right', html: '<h2 class="ql-align-right">r</h2>', expected: para('\\fs30\\b\\keepn\\sb240\\sa120\\qr', 'r') },
  { name: 'Quill justify', html: '<p class="ql-align-justify">j</p>', expected: p('j', '\\qj') },
  { name: 'style centre', html: '<p style="text-align: center;">c</p>', expected: p('c', '\\qc') },
  { name: 'style end', html: '<p style="color: red; text-align:end">r</p>', expected: p('r', '\\qr') },
  { name: 'inherited alignment', html: '<div style="text-align: right"><p>r</p></div>', expected: p('r', '\\qr') },
  { name: 'bullet list', html: '<ul><li>a</li><li>b</li></ul>', expected: item(0, '\\bullet', 'a') + item(0, '\\bullet', 'b') },
  { name: 'numbered list', html: '<ol><li>a</li><li>b</li></ol>', expected: item(0, '1.', 'a') + item(0, '2.', 'b') },
  {
    name: 'Quill 2 bullets and numbers in one ol',
    html: '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>a</li><li data-list="ordered">b</li><li data-list="ordered">c</li></ol>',
    expected: item(0, '\\bullet', 'a') + item(0, '1.', 'b') + item(0, '2.', 'c'),
  },
  {
    name: 'Quill 2 indented items',
    html: '<ol><li data-list="ordered">a</li><li data-list="ordered" class="ql-indent-1">a1</li><li data-list="ordered" class="ql-indent-1">a2</li><li data-list="ordered">b</li><li data-list="bullet" class="ql-indent-1">b1</li><li data-list="ordered" class="ql-indent-1">b2</li></ol>',
    expected:
      item(0, '1.', 'a') + item(1, '1.', 'a1') + item(1, '2.', 'a2') + item(0, '2.', 'b') + item(1, '\\bullet', 'b1') + item(1, '1.', 'b2'),
  },
  {
    name: 'nested HTML lists',
    html: '<ol><li>a<ul><li>x</li><li>y<ol><li>deep</li></ol></li></ul></li><li>b</li></ol>',
    expected: item(0, '1.', 'a') + item(1, '\\bullet', 'x') + item(1, '\\bullet', 'y') + item(2, '1.', 'deep') + item(0, '2.', 'b'),
  },
  { name: 'separate lists number afresh', html: '<ol><li>a</li></ol><p>p</p><ol><li>b</li></ol>', expected: item(0, '1.', 'a') + p('p') + item(0, '1.', 'b') },
  { name: 'paragraph inside an item', html: '<ul><li><p>a</p></li></ul>', expected: item(0, '\\bullet', 'a') },
  { name: 'backslash and braces', html: '<p>C:\\dir {x}</p>', expected: p('C:\\\\dir \\{x\\}') },
  { name: 'German umlauts', html: '<p>Größe: ÄÖÜ äöü ß</p>', expected: p('Gr\\u246?\\u223?e: \\u196?\\u214?\\u220? \\u228?\\u246?\\u252? \\u223?') },
  { name: 'Greek', html: '<p>Πνεύμονες</p>', expected: p('\\u928?\\u957?\\u949?\\u973?\\u956?\\u959?\\u957?\\u949?\\u962?') },
  { name: 'code units above 32767 are negative', html: '<p>\uff01</p>', expected: p('\\u-255?') },
  { name: 'emoji as a surrogate pair', html: '<p>ok 👍</p>', expected: p('ok \\u-10179?\\u-9139?') },
  { name: 'non-breaking space', html: '<p>5&nbsp;mm</p>', expected: p('5\\u160?mm') },
  { name: 'script and style ignored', html: '<p>a<style>p{}</style><script>x()</script></p>', expected: p('a') },
  { name: 'horizontal rule ignored', html: '<p>a</p><hr><p>b</p>', expected: p('a') + p('b') },
]

const border = '\\clbrdrt\\brdrs\\brdrw10\\clbrdrl\\brdrs\\brdrw10\\clbrdrb\\brdrs\\brdrw10\\clbrdrr\\brdrs\\brdrw10'

describe('htmlToRtf', () => {
  it.each(cases)('$name', ({ html, expected }) => {
    expect(body(html)).toBe(expected)
  })

  it('writes a complete document with the font table', () => {
    expect(htmlToRtf('<p>x</p>')).toBe(
      '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}\n' + p('x') + '}',
    )
  })

  it('writes tables row by row with a cell boundary per cell', () => {
    const html = '<table><thead><tr><th>Organ</th><th>Finding</th></tr></thead><tbody><tr><td><b>Liver</b></td><td>normal<br>size</td></tr></tbody></table><p>after</p>'
    const row = (cells: string) =>
      `\\trowd\\trgaph108\\trleft0${border}\\cellx4500${border}\\cellx9000\n\\pard\\plain\\intbl\\f0\\fs22 ${cells}\\row\n`
    expect(body(html)).toBe(row('Organ\\cell Finding\\cell ') + row('{\\b Liver}\\cell normal\\line size\\cell ') + p('after'))
  })

  it('keeps every character of the output in printable ASCII', () => {
    expect(htmlToRtf('<h1>Ärztlicher Befund – Θ 🫁</h1><p>Ω\u00a0é</p>')).toMatch(/^[\x20-\x7e\n]*$/)
  })

  it('balances its braces', () => {
    const rtf = htmlToRtf('<p>{{a}} \\{ <b>x</b> <i>}</i></p><ul><li><u>y</u></li></ul>')
    const unescaped = rtf.replace(/\\[\\{}]/g, '')
    let depth = 0
    for (const char of unescaped) {
      if (char === '{') depth++
      if (char === '}') depth--
      expect(depth).toBeGreaterThanOrEqual(0)
    }
    expect(depth).toBe(0)
  })
})
