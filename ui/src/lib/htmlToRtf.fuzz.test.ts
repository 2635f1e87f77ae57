import { beforeEach, describe, expect, it, vi } from 'vitest'
import { htmlToRtf } from './htmlToRtf'
import { readReport, type Block, type Inline } from './reportDocument'

// Random report HTML, well-formed or not, must give RTF that a word processor reads as the
// report's text: braces balanced, every backslash a control word or an escape, nothing outside
// printable ASCII, and the text read back equal to the report's. The seeds below and a fixed
// number of generated documents run with every test run; `make fuzz` sets RTF_FUZZ_SECONDS to
// generate documents for that long from a new seed (RTF_FUZZ_SEED repeats a run).

const seeds = [
  '<p>Lungs clear.</p>',
  '<p>Braces {like this} and \\backslash\\ and \\par injection}{\\rtf1</p>',
  '<h1 class="ql-align-center">Ärzte Ω € 😀 \u202e\u0000\u0001\u007f\u00a0\ufffd</h1>',
  '<ol><li data-list="ordered">a</li><li data-list="bullet" class="ql-indent-2">b</li></ol>',
  '<table><tr><td colspan="2"><b>x{</b></td><td>}y</td></tr><tr><th>\\</th></tr></table>',
  '<p><b><i><u><s>all</s></u></i></b><br><br>\t\ttab</p>',
  '<script>{\\evil}</script><style>}</style><p>after</p>',
  '<p><b>unclosed <i>nest</p><<p>>&lt;&#123;&#x7d;&amp;',
  'loose text } { \\',
  '<div style="text-align: end"><p>\ud83d</p><p>\ude00 lone surrogates</p></div>',
  '',
]

// mulberry32: a small seeded generator, so a failure names the seed that repeats it.
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const characters = [
  ...'a b c X Y Z 0 1 9 . , : ; ? ! - ( ) [ ] \' " /'.split(' '),
  ' ',
  '\\', '{', '}', '\t', '\n', '\r', '&lt;', '&gt;', '&amp;', '&#123;', '&#125;', '&#92;', '&nbsp;',
  'ä', 'ß', 'Ω', '€', 'ł', 'ę', '日', '😀', '\u202e', '\u200b', '\u0000', '\u0001', '\u001f', '\u007f', '\u0080',
  '\u00a0', '\ufeff', '\ufffd', '\ud83d', '\ude00',
]
const blockTags = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'blockquote', 'pre']
const inlineTags = ['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'span', 'sub', 'sup', 'a', 'code']
const droppedTags = ['script', 'style', 'template', 'noscript', 'title']
const attributes = [
  '', ' class="ql-align-center"', ' class="ql-align-right ql-indent-3"', ' class="ql-indent-9"',
  ' style="text-align: justify"', ' style="text-align:end"', ' data-list="bullet"', ' data-list="ordered"',
  ' colspan="3"', ' onclick="x()"',
]

function documentFrom(next: () => number): string {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const text = (): string => Array.from({ length: Math.floor(next() * 12) }, () => pick(characters)).join('')
  const node = (depth: number): string => {
    const roll = next()
    if (depth > 4 || roll < 0.3) return text()
    if (roll < 0.35) return pick(['<br>', '<hr>', '<p>', '</p>', '<li>', '</b>', '<', '<<>'])
    const children = (): string => Array.from({ length: 1 + Math.floor(next() * 3) }, () => node(depth + 1)).join('')
    if (roll < 0.55) {
      const tag = pick(inlineTags)
      return `<${tag}${pick(attributes)}>${children()}</${tag}>`
    }
    if (roll < 0.75) {
      const tag = pick(blockTags)
      return `<${tag}${pick(attributes)}>${children()}</${tag}>`
    }
    if (roll < 0.85) {
      const list = pick(['ul', 'ol'])
      const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `<li${pick(attributes)}>${children()}</li>`)
      return `<${list}>${items.join('')}</${list}>`
    }
    if (roll < 0.95) {
      const cell = (): string => `<${pick(['td', 'th'])}${pick(attributes)}>${children()}</td>`
      const rows = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `<tr>${cell()}${cell()}</tr>`)
      return `<table><tbody>${rows.join('')}</tbody></table>`
    }
    const tag = pick(droppedTags)
    return `<${tag}>${text()}</${tag}>`
  }
  return Array.from({ length: 1 + Math.floor(next() * 5) }, () => node(0)).join('')
}

const header = '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}\n'

// What is wrong with rtf's syntax, or ''.
function syntaxProblem(rtf: string): string {
  if (!rtf.startsWith(header) || !rtf.endsWith('}')) return 'not one document with the header'
  if (!/^[\x20-\x7e\n]*$/.test(rtf)) return 'a character outside printable ASCII'
  let depth = 0
  for (let i = 0; i < rtf.length; i++) {
    const char = rtf[i]
    if (char === '\\') {
      const control = /^\\(?:[\\{}]|[a-z]+(?:-?\d+)?)/.exec(rtf.slice(i, i + 40))
      if (control === null) return `a backslash that starts nothing at ${String(i)}`
      i += control[0].length - 1
    } else if (char === '{') {
      depth++
    } else if (char === '}') {
      depth--
      if (depth < 0 || (depth === 0 && i !== rtf.length - 1)) return `the document closes at ${String(i)}`
    }
  }
  return depth === 0 ? '' : `${String(depth)} groups left open`
}

// The text a reader shows: escapes and \uN? decoded, \tab a tab, every other control word
// nothing, the header skipped.
function textOf(rtf: string): string {
  let out = ''
  const token = /\\u(-?\d+)\?|\\([\\{}])|\\([a-z]+)-?\d* ?|[{}\n]|([^\\{}\n])/g
  for (const match of rtf.slice(header.length, -1).matchAll(token)) {
    const [, unit, escaped, word, plain] = match
    if (unit !== undefined) out += String.fromCharCode((Number(unit) + 0x10000) % 0x10000)
    else if (escaped !== undefined) out += escaped
    else if (word === 'tab') out += '\t'
    else if (plain !== undefined) out += plain
  }
  return out
}

// The report's text as the RTF should carry it: list numbers and tabs before items, control
// characters (which RTF has no use for) left out.
function expectedText(blocks: Block[]): string {
  const printable = (text: string): string =>
    Array.from(text)
      .filter((char) => char === '\t' || (char.charCodeAt(0) >= 0x20 && char !== '\x7f'))
      .join('')
  const inline = (content: Inline[]): string =>
    content.map((item) => (item.kind === 'text' ? printable(item.text) : '')).join('')
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'table':
          return block.rows.map((cells) => cells.map(inline).join('')).join('')
        case 'listItem':
          return `${block.ordered ? `${String(block.number)}.` : ''}\t${inline(block.content)}`
        default:
          return inline(block.content)
      }
    })
    .join('')
}

function check(html: string, label: string): void {
  const rtf = htmlToRtf(html)
  const problem = syntaxProblem(rtf)
  if (problem !== '') expect.fail(`${label}: ${problem}\nHTML: ${JSON.stringify(html)}\nRTF: ${JSON.stringify(rtf)}`)
  expect(textOf(rtf), `${label}: ${JSON.stringify(html)}`).toBe(expectedText(readReport(html)))
}

// happy-dom keeps every document DOMParser makes (some 700 kB each), more than a long run can
// hold; parsing each report into one reusable <body> reads it the same way.
class ReusingParser {
  private readonly body = document.createElement('body')

  parseFromString(html: string): { body: HTMLElement } {
    this.body.innerHTML = html
    return { body: this.body }
  }
}

const fuzzSeconds = Number(process.env.RTF_FUZZ_SECONDS ?? '0')
const generated = 100

describe('htmlToRtf on any HTML', () => {
  beforeEach(() => {
    vi.stubGlobal('DOMParser', ReusingParser)
  })

  it.each(seeds)('seed %#', (html) => {
    check(html, 'seed')
  })

  it(
    'generated documents',
    () => {
      const base = Number(process.env.RTF_FUZZ_SEED ?? (fuzzSeconds > 0 ? Date.now() % 2 ** 31 : 17))
      const deadline = Date.now() + fuzzSeconds * 1000
      let runs = 0
      for (let seed = base; runs < generated || Date.now() < deadline; seed++, runs++) {
        check(documentFrom(random(seed)), `seed ${String(seed)} (RTF_FUZZ_SEED=${String(seed)})`)
      }
      if (fuzzSeconds > 0) console.log(`htmlToRtf: ${String(runs)} documents from seed ${String(base)}`)
    },
    (fuzzSeconds + 60) * 1000,
  )
})
