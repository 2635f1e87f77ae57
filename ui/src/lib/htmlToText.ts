import { readReport, type Block, type Inline } from './reportDocument'

const LIST_LEVEL_INDENT = '  '
const MAX_LABEL_LENGTH = 60

// Single-spaced, with one blank line between sections: a section starts at a heading, at a
// paragraph that is a label alone ('FINDINGS:'), and after a blank line of the person's own
// (Quill's empty paragraphs, however many, give one). Lines of a section, list items and table
// rows follow each other without a blank line.
type Group = string[]

function inlineText(content: Inline[], breakWith: string): string {
  return content.map((item) => (item.kind === 'break' ? breakWith : item.text.replaceAll('\u00a0', ' '))).join('')
}

function listItemText(block: Extract<Block, { kind: 'listItem' }>): string {
  const indent = LIST_LEVEL_INDENT.repeat(block.level)
  const marker = block.ordered ? `${String(block.number)}. ` : '- '
  const continuation = `\n${indent}${' '.repeat(marker.length)}`
  return indent + marker + inlineText(block.content, continuation)
}

/** A paragraph that is only a section's label, e.g. 'FINDINGS:' or 'Beurteilung:'. */
function isSectionLabel(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.endsWith(':') && trimmed.length <= MAX_LABEL_LENGTH && !trimmed.includes('\n')
}

function groupsOf(blocks: Block[]): Group[] {
  const groups: Group[] = []
  let breakPending = true
  const add = (lines: string[], startsSection: boolean) => {
    const last = groups.at(-1)
    if (last === undefined || breakPending || startsSection) groups.push([...lines])
    else last.push(...lines)
    breakPending = false
  }
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
      case 'paragraph': {
        const text = inlineText(block.content, '\n')
        if (text.trim() === '') breakPending = true
        else add([text], block.kind === 'heading' || isSectionLabel(text))
        break
      }
      case 'listItem':
        add([listItemText(block)], false)
        break
      case 'table':
        // A line break inside a cell would split the row, so it becomes a space.
        add(
          block.rows.map((cells) => cells.map((cell) => inlineText(cell, ' ')).join('\t')),
          false,
        )
        break
    }
  }
  return groups
}

// Only spaces are trimmed from line ends: a trailing tab keeps an empty last table cell.
// lineEnding defaults to CRLF because many RIS text boxes run on Windows and expect it.
export function htmlToText(html: string, lineEnding = '\r\n'): string {
  return groupsOf(readReport(html))
    .map((group) => group.join('\n'))
    .join('\n\n')
    .split('\n')
    .map((line) => line.replace(/ +$/, ''))
    .join(lineEnding)
}
