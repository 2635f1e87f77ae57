import { readReport, type Block, type Inline } from './reportDocument'

const LIST_LEVEL_INDENT = '  '

// Blank lines between blocks, as a browser's own text of the page has them (innerText puts one
// after every paragraph); list items and table rows stay on consecutive lines.
interface Group {
  isList: boolean
  lines: string[]
}

function inlineText(content: Inline[], breakWith: string): string {
  return content.map((item) => (item.kind === 'break' ? breakWith : item.text.replaceAll('\u00a0', ' '))).join('')
}

function listItemText(block: Extract<Block, { kind: 'listItem' }>): string {
  const indent = LIST_LEVEL_INDENT.repeat(block.level)
  const marker = block.ordered ? `${String(block.number)}. ` : '- '
  const continuation = `\n${indent}${' '.repeat(marker.length)}`
  return indent + marker + inlineText(block.content, continuation)
}

function groupsOf(blocks: Block[]): Group[] {
  const groups: Group[] = []
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
      case 'paragraph': {
        const text = inlineText(block.content, '\n')
        if (text.trim() !== '') groups.push({ isList: false, lines: [text] })
        break
      }
      case 'listItem': {
        const last = groups.at(-1)
        if (last?.isList) last.lines.push(listItemText(block))
        else groups.push({ isList: true, lines: [listItemText(block)] })
        break
      }
      case 'table':
        // A line break inside a cell would split the row, so it becomes a space.
        groups.push({ isList: false, lines: block.rows.map((cells) => cells.map((cell) => inlineText(cell, ' ')).join('\t')) })
        break
    }
  }
  return groups
}

// Only spaces are trimmed from line ends: a trailing tab keeps an empty last table cell.
// lineEnding defaults to CRLF because many RIS text boxes run on Windows and expect it.
export function htmlToText(html: string, lineEnding = '\r\n'): string {
  return groupsOf(readReport(html))
    .map((group) => group.lines.join('\n'))
    .join('\n\n')
    .split('\n')
    .map((line) => line.replace(/ +$/, ''))
    .join(lineEnding)
}
