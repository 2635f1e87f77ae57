// The report HTML (from Quill 2 or the server's report engine) read into a flat list of blocks,
// so the RTF and plain-text converters share one reading of the markup.

export interface TextStyle {
  bold: boolean
  italic: boolean
  underline: boolean
  strike: boolean
}

export type Inline = { kind: 'text'; text: string; style: TextStyle } | { kind: 'break' }

export type Alignment = 'left' | 'center' | 'right' | 'justify'

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; align: Alignment; content: Inline[] }
  | { kind: 'paragraph'; align: Alignment; content: Inline[] }
  | { kind: 'listItem'; ordered: boolean; number: number; level: number; align: Alignment; content: Inline[] }
  | { kind: 'table'; rows: Inline[][][] }

const plainStyle: TextStyle = { bold: false, italic: false, underline: false, strike: false }

const CONTAINER_TAGS = new Set([
  'DIV', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV',
  'FIGURE', 'ADDRESS', 'DL', 'DT', 'DD', 'FORM', 'FIELDSET',
])
const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])
const BLOCK_TAGS = new Set([...CONTAINER_TAGS, ...HEADING_TAGS, 'P', 'UL', 'OL', 'LI', 'TABLE', 'HR'])
const BLOCK_SELECTOR = [...BLOCK_TAGS].join(',')
const IGNORED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD', 'TITLE'])
const HTML_WHITESPACE = /[ \t\n\r\f]+/g

function isElement(node: Node): node is Element {
  return node.nodeType === Node.ELEMENT_NODE
}

// An inline element wrapping a block (<b><p>..</p></b>) is laid out like a block too.
function actsAsBlock(node: Node): node is Element {
  return isElement(node) && (BLOCK_TAGS.has(node.tagName) || node.querySelector(BLOCK_SELECTOR) !== null)
}

function styleOf(element: Element, inherited: TextStyle): TextStyle {
  switch (element.tagName) {
    case 'STRONG':
    case 'B':
      return { ...inherited, bold: true }
    case 'EM':
    case 'I':
      return { ...inherited, italic: true }
    case 'U':
      return { ...inherited, underline: true }
    case 'S':
    case 'STRIKE':
    case 'DEL':
      return { ...inherited, strike: true }
    default:
      return inherited
  }
}

function sameStyle(a: TextStyle, b: TextStyle): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.strike === b.strike
}

// Quill marks alignment with a class, other editors with an inline style.
function alignmentOf(element: Element, inherited: Alignment): Alignment {
  for (const align of ['center', 'right', 'justify'] as const) {
    if (element.classList.contains(`ql-align-${align}`)) return align
  }
  const match = /text-align\s*:\s*(left|center|right|justify|start|end)/i.exec(element.getAttribute('style') ?? '')
  const value = match?.[1]?.toLowerCase()
  if (value === undefined) return inherited
  if (value === 'start') return 'left'
  if (value === 'end') return 'right'
  return value as Alignment
}

// Quill 2 nests list items by class (ql-indent-N) rather than by nested lists.
function quillIndentOf(element: Element): number {
  const match = /(?:^|\s)ql-indent-(\d+)(?:\s|$)/.exec(element.className)
  return match?.[1] === undefined ? 0 : Number(match[1])
}

// Collects a line's inline content with HTML's whitespace collapsing.
class InlineBuilder {
  private readonly items: Inline[] = []

  get isEmpty(): boolean {
    return this.items.length === 0
  }

  addText(raw: string, style: TextStyle): void {
    let text = raw.replace(HTML_WHITESPACE, ' ')
    const last = this.items.at(-1)
    if (text.startsWith(' ') && (last === undefined || last.kind === 'break' || last.text.endsWith(' '))) {
      text = text.slice(1)
    }
    if (text === '') return
    if (last?.kind === 'text' && sameStyle(last.style, style)) last.text += text
    else this.items.push({ kind: 'text', text, style })
  }

  addBreak(): void {
    this.trimEnd()
    this.items.push({ kind: 'break' })
  }

  // A block's last <br> only gives an empty line its height; it adds no line of its own.
  finish(): Inline[] {
    this.trimEnd()
    if (this.items.at(-1)?.kind === 'break') this.items.pop()
    return this.items
  }

  private trimEnd(): void {
    const last = this.items.at(-1)
    if (last?.kind !== 'text') return
    last.text = last.text.trimEnd()
    if (last.text === '') this.items.pop()
  }
}

function addInline(node: Node, builder: InlineBuilder, style: TextStyle): void {
  if (node.nodeType === Node.TEXT_NODE) {
    builder.addText(node.textContent ?? '', style)
    return
  }
  if (!isElement(node) || IGNORED_TAGS.has(node.tagName)) return
  if (node.tagName === 'BR') {
    builder.addBreak()
    return
  }
  const inner = styleOf(node, style)
  for (const child of node.childNodes) addInline(child, builder, inner)
}

// Block content that has to fit on one line-broken run (a heading, a table cell): nested blocks
// become line breaks.
function addFlattened(node: Node, builder: InlineBuilder, style: TextStyle): void {
  for (const child of node.childNodes) {
    if (actsAsBlock(child)) {
      if (!builder.isEmpty) builder.addBreak()
      addFlattened(child, builder, styleOf(child, style))
    } else {
      addInline(child, builder, style)
    }
  }
}

function flattened(element: Element, style: TextStyle): Inline[] {
  const builder = new InlineBuilder()
  addFlattened(element, builder, style)
  return builder.finish()
}

interface ListCounters {
  numbers: number[]
}

interface Context {
  align: Alignment
  style: TextStyle
  listDepth: number
  counters: ListCounters | null
}

class DocumentReader {
  readonly blocks: Block[] = []

  readBlocks(parent: Node, context: Context): void {
    let loose: InlineBuilder | null = null
    const flushLoose = () => {
      if (loose !== null && !loose.isEmpty) {
        this.blocks.push({ kind: 'paragraph', align: context.align, content: loose.finish() })
      }
      loose = null
    }
    for (const child of parent.childNodes) {
      if (actsAsBlock(child)) {
        flushLoose()
        this.readBlock(child, context)
      } else {
        loose ??= new InlineBuilder()
        addInline(child, loose, context.style)
      }
    }
    flushLoose()
  }

  private readBlock(element: Element, context: Context): void {
    const align = alignmentOf(element, context.align)
    const style = styleOf(element, context.style)
    const tag = element.tagName
    if (HEADING_TAGS.has(tag)) {
      const level = Math.min(Number(tag.slice(1)), 3) as 1 | 2 | 3
      this.blocks.push({ kind: 'heading', level, align, content: flattened(element, style) })
    } else if (tag === 'P') {
      this.blocks.push({ kind: 'paragraph', align, content: flattened(element, style) })
    } else if (tag === 'UL' || tag === 'OL') {
      this.readBlocks(element, {
        align,
        style,
        listDepth: context.listDepth + 1,
        counters: context.counters ?? { numbers: [] },
      })
    } else if (tag === 'LI') {
      this.readListItem(element, { ...context, align, style })
    } else if (tag === 'TABLE') {
      this.readTable(element as HTMLTableElement, style)
    } else if (tag !== 'HR') {
      this.readBlocks(element, { ...context, align, style })
    }
  }

  private readListItem(item: Element, context: Context): void {
    const counters = context.counters ?? { numbers: [] }
    const level = Math.max(context.listDepth - 1, 0) + quillIndentOf(item)
    const marker = item.getAttribute('data-list')
    const ordered = marker === null ? item.parentElement?.tagName === 'OL' : marker === 'ordered'
    // An item ends every deeper numbering, as nested lists (and Quill's counters) do.
    counters.numbers.length = level + 1
    const number = (counters.numbers[level] ?? 0) + (ordered ? 1 : 0)
    counters.numbers[level] = number
    const nested: Context = { ...context, counters }

    // Text after a nested list is no new item: it follows as a plain paragraph.
    const state = { builder: new InlineBuilder(), emitted: false }
    const emit = () => {
      const content = state.builder.finish()
      this.blocks.push(
        state.emitted
          ? { kind: 'paragraph', align: context.align, content }
          : { kind: 'listItem', ordered, number, level, align: context.align, content },
      )
      state.emitted = true
      state.builder = new InlineBuilder()
    }
    const visit = (node: Node, style: TextStyle) => {
      for (const child of node.childNodes) {
        if (isElement(child) && (child.tagName === 'UL' || child.tagName === 'OL')) {
          if (!state.emitted || !state.builder.isEmpty) emit()
          this.readBlock(child, nested)
        } else if (actsAsBlock(child)) {
          if (!state.builder.isEmpty) state.builder.addBreak()
          visit(child, styleOf(child, style))
        } else {
          addInline(child, state.builder, style)
        }
      }
    }
    visit(item, context.style)
    if (!state.emitted || !state.builder.isEmpty) emit()
  }

  private readTable(table: HTMLTableElement, style: TextStyle): void {
    const rows = Array.from(table.rows)
      .map((row) => Array.from(row.cells).map((cell) => flattened(cell, styleOf(cell, style))))
      .filter((cells) => cells.length > 0)
    if (rows.length > 0) this.blocks.push({ kind: 'table', rows })
  }
}

export function readReport(html: string): Block[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const reader = new DocumentReader()
  reader.readBlocks(body, { align: 'left', style: plainStyle, listDepth: 0, counters: null })
  return reader.blocks
}
