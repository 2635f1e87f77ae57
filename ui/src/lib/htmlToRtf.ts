import { readReport, type Alignment, type Block, type Inline, type TextStyle } from './reportDocument'

// RTF for Word and RIS editors that paste text/rtf. Sizes are in half-points, distances in twips.
const BODY_SIZE = 22
const HEADING_SIZES = { 1: 36, 2: 30, 3: 26 } as const
const PARAGRAPH_SPACE_AFTER = 120
const HEADING_SPACE_BEFORE = 240
const HEADING_SPACE_AFTER = 120
const LIST_INDENT = 720
const LIST_LEVEL_STEP = 360
const MARKER_HANG = 360
const TABLE_WIDTH = 9000
const CELL_GAP = 108

const HEADER = '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}\n'

const alignmentWords: Record<Alignment, string> = { left: '\\ql', center: '\\qc', right: '\\qr', justify: '\\qj' }

// Everything outside printable ASCII goes out as \uN? (N a signed 16-bit code unit, so characters
// beyond the BMP become their two surrogates), which needs no code page on the reading side.
function escapeText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    const char = text.charAt(i)
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`
    else if (char === '\t') out += '\\tab '
    else if (unit >= 0x20 && unit < 0x7f) out += char
    else if (unit > 0x7f) out += `\\u${String(unit > 0x7fff ? unit - 0x10000 : unit)}?`
  }
  return out
}

function styleWords(style: TextStyle): string {
  return (
    (style.bold ? '\\b' : '') +
    (style.italic ? '\\i' : '') +
    (style.underline ? '\\ul' : '') +
    (style.strike ? '\\strike' : '')
  )
}

function inlineRtf(content: Inline[]): string {
  return content
    .map((item) => {
      if (item.kind === 'break') return '\\line '
      const words = styleWords(item.style)
      const text = escapeText(item.text)
      return words === '' ? text : `{${words} ${text}}`
    })
    .join('')
}

function paragraph(words: string, body: string): string {
  return `\\pard\\plain\\f0${words} ${body}\\par\n`
}

function listMarker(block: Extract<Block, { kind: 'listItem' }>): string {
  return block.ordered ? `${String(block.number)}.\\tab ` : '\\bullet\\tab '
}

function tableRtf(rows: Inline[][][]): string {
  const columns = Math.max(...rows.map((cells) => cells.length))
  const cellWidth = Math.floor(TABLE_WIDTH / columns)
  const border = '\\clbrdrt\\brdrs\\brdrw10\\clbrdrl\\brdrs\\brdrw10\\clbrdrb\\brdrs\\brdrw10\\clbrdrr\\brdrs\\brdrw10'
  return rows
    .map((cells) => {
      const edges = cells.map((_, i) => `${border}\\cellx${String(cellWidth * (i + 1))}`).join('')
      const contents = cells.map((cell) => `${inlineRtf(cell)}\\cell `).join('')
      return `\\trowd\\trgaph${String(CELL_GAP)}\\trleft0${edges}\n\\pard\\plain\\intbl\\f0\\fs${String(BODY_SIZE)} ${contents}\\row\n`
    })
    .join('')
}

function blockRtf(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return paragraph(
        `\\fs${String(HEADING_SIZES[block.level])}\\b\\keepn\\sb${String(HEADING_SPACE_BEFORE)}\\sa${String(HEADING_SPACE_AFTER)}${alignmentWords[block.align]}`,
        inlineRtf(block.content),
      )
    case 'paragraph':
      return paragraph(`\\fs${String(BODY_SIZE)}\\sa${String(PARAGRAPH_SPACE_AFTER)}${alignmentWords[block.align]}`, inlineRtf(block.content))
    case 'listItem': {
      const indent = LIST_INDENT + LIST_LEVEL_STEP * block.level
      // The explicit tab stop puts the text at the indent whatever the default tab width.
      const words = `\\fs${String(BODY_SIZE)}\\fi-${String(MARKER_HANG)}\\li${String(indent)}\\tx${String(indent)}${alignmentWords[block.align]}`
      return paragraph(words, listMarker(block) + inlineRtf(block.content))
    }
    case 'table':
      return tableRtf(block.rows)
  }
}

export function htmlToRtf(html: string): string {
  return `${HEADER}${readReport(html).map(blockRtf).join('')}}`
}
