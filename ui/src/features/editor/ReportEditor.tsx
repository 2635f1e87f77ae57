import Quill, { type Delta } from 'quill'
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react'
import { htmlSanitiser } from '../../lib/htmlSanitiser'
import { ALIGN_BUTTONS, HISTORY_BUTTONS, LIST_BUTTONS, TEXT_STYLE_BUTTONS } from '../../lib/quillToolbar'
import { PICK_CLASS, withoutPickFields } from '../../lib/pickField'
import { usePreloaded } from '../../lib/usePreloaded'
import { useQuill } from '../../lib/useQuill'
import { adjacentSpan, findFields, macroBeforeCursor, type Macro } from '../macros'
import { impressionInsertion } from './impressionInsertion'
import { recommendationInsertion } from './recommendationInsertion'
import { impressionReplacement } from './impressionReplacement'
import { PickMenu, type PickMenuExit } from './PickMenu'
import { REPORT_PLACEHOLDER } from './reportPlaceholder'
import { choosePick, enterAfterPick, pickAt, pickFields, typeBesidePick, type PickSpan } from './pickFields'
import styles from './ReportEditor.module.css'

// The report editor's toolbar (spec 000 "Report editor"): no headings, unlike the form editor.
const TOOLBAR_GROUPS = [TEXT_STYLE_BUTTONS, ALIGN_BUTTONS, LIST_BUTTONS, HISTORY_BUTTONS]

// Cleans HTML from outside once the sanitiser has arrived (lib/htmlSanitiser.ts).
async function sanitised(html: string): Promise<string> {
  const { default: purify } = await htmlSanitiser.load()
  return purify.sanitize(html)
}

const NO_MACROS: readonly Macro[] = []

// Puts a macro's text in place of [index, index + length) as plain text (never HTML) and selects
// its first field, or puts the cursor after it; one Undo takes the insertion back.
function insertMacroText(quill: Quill, index: number, length: number, text: string) {
  quill.history.cutoff()
  if (length > 0) quill.deleteText(index, length, Quill.sources.USER)
  quill.insertText(index, text, Quill.sources.USER)
  quill.history.cutoff()
  const [first] = findFields(text)
  if (first) quill.setSelection(index + first.start, first.end - first.start, Quill.sources.USER)
  else quill.setSelection(index + text.length, 0, Quill.sources.USER)
}

interface Selection {
  index: number
  length: number
}

// Selects the [...] field or pick field after (before) the selection, in document order; false
// when the report has none.
function moveToField(quill: Quill, range: Selection, backwards: boolean): boolean {
  const fields = [...findFields(quill.getText()), ...pickFields(quill)].sort((a, b) => a.start - b.start)
  const field = adjacentSpan(fields, range.index, range.index + range.length, backwards)
  if (!field) return false
  quill.setSelection(field.start, field.end - field.start, Quill.sources.USER)
  return true
}

// Ctrl+Space after a macro's name expands it; Tab and Shift+Tab select the next and previous
// [...] field or pick field when the report has any (otherwise Quill's Tab is kept). True when
// it acted.
function handleMacroKeys(quill: Quill, event: KeyboardEvent, macros: readonly Macro[]): boolean {
  const range = quill.getSelection()
  if (!range) return false
  if ((event.key === ' ' || event.code === 'Space') && event.ctrlKey && !event.altKey && !event.metaKey) {
    const found = macroBeforeCursor(quill.getText(), range.index, macros)
    if (found) insertMacroText(quill, found.start, range.index + range.length - found.start, found.macro.text)
    // Ctrl+Space types nothing in the report either way.
    return true
  }
  if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
    return moveToField(quill, range, event.shiftKey)
  }
  return false
}

// Alt+ArrowDown (or Alt+ArrowUp) in or beside a pick field, and Enter with the field selected or
// the cursor inside it, open its menu; Enter right after a field starts a new line without it.
// True when it acted.
function handlePickKeys(quill: Quill, event: KeyboardEvent, openPick: (field: PickSpan) => void): boolean {
  const range = quill.getSelection()
  if (!range || event.ctrlKey || event.metaKey || event.shiftKey) return false
  const field =
    (event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.altKey
      ? pickAt(quill, range, true)
      : event.key === 'Enter' && !event.altKey
        ? pickAt(quill, range, false)
        : undefined
  if (field) {
    openPick(field)
    return true
  }
  return event.key === 'Enter' && !event.altKey && enterAfterPick(quill)
}

// Pasted HTML is sanitised before Quill's own paste handler would read it; Escape leaves the
// editor; Ctrl+Enter (Cmd+Enter) copies; macros expand and fields are reached by Tab; a pick
// field's menu opens from the keyboard or a click, what is typed beside a field stays out of
// it, and a selection copied by hand holds the fields' values alone. Capturing listeners, so
// they run before Quill's.
function listenForPasteAndKeys(
  quill: Quill,
  onCopyShortcut: () => void,
  macros: () => readonly Macro[],
  openPick: (field: PickSpan) => void,
): () => void {
  const root = quill.root
  const onPaste = (event: ClipboardEvent) => {
    const html = event.clipboardData?.getData('text/html') ?? ''
    if (html === '') return
    event.preventDefault()
    event.stopImmediatePropagation()
    const range = quill.getSelection(true)
    const paste = (clean: string) => {
      quill.deleteText(range.index, range.length, Quill.sources.USER)
      quill.clipboard.dangerouslyPasteHTML(range.index, clean, Quill.sources.USER)
    }
    // Synchronous when the sanitiser is here, as it is by the time anyone pastes, but for a
    // paste in the first moments of the page.
    const purify = htmlSanitiser.loaded()?.default
    if (purify) paste(purify.sanitize(html))
    else void sanitised(html).then(paste, () => undefined)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      quill.blur()
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      onCopyShortcut()
    } else if (handlePickKeys(quill, event, openPick) || handleMacroKeys(quill, event, macros())) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }
  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType !== 'insertText' || event.isComposing || event.data === null) return
    if (typeBesidePick(quill, event.data)) event.preventDefault()
  }
  // A selection copied (or cut) by hand leaves with its fields' values alone, like the Copy button's.
  const onCopy = (event: ClipboardEvent) => {
    const range = quill.getSelection()
    if (!range || range.length === 0 || event.clipboardData === null) return
    const html = quill.getSemanticHTML(range.index, range.length)
    if (!html.includes(PICK_CLASS)) return // Quill's own copy
    event.preventDefault()
    event.clipboardData.setData('text/plain', quill.getText(range.index, range.length))
    event.clipboardData.setData('text/html', withoutPickFields(html))
    if (event.type === 'cut') quill.deleteText(range.index, range.length, Quill.sources.USER)
  }
  const onClick = (event: MouseEvent) => {
    const span = event.target instanceof Element ? event.target.closest(`.${PICK_CLASS}`) : null
    if (span === null || quill.getSelection()?.length) return // a drag selects text
    const field = pickFields(quill).find((candidate) => candidate.element === span)
    if (field) openPick(field)
  }
  root.addEventListener('paste', onPaste, true)
  root.addEventListener('keydown', onKeyDown, true)
  root.addEventListener('beforeinput', onBeforeInput, true)
  root.addEventListener('click', onClick)
  root.addEventListener('copy', onCopy, true)
  root.addEventListener('cut', onCopy, true)
  return () => {
    root.removeEventListener('copy', onCopy, true)
    root.removeEventListener('cut', onCopy, true)
    root.removeEventListener('paste', onPaste, true)
    root.removeEventListener('keydown', onKeyDown, true)
    root.removeEventListener('beforeinput', onBeforeInput, true)
    root.removeEventListener('click', onClick)
  }
}

// What is before a field on its line, as the menu's name: 'Gallbladder' for 'Gallbladder: Normal'.
function fieldLabel(quill: Quill, field: PickSpan): string {
  const before = quill.getText(0, field.start)
  const line = before.slice(before.lastIndexOf('\n') + 1)
  return line.replace(/[\s:]+$/, '').slice(-60).trim()
}

interface OpenPick {
  field: PickSpan
  label: string
  /** The value the field shows. */
  current: string
  anchor: DOMRect
  /** The selection before the menu opened, put back when it closes without a choice. */
  range: Selection
  /** The report it was opened on: a report put in from outside (a fill) closes it. */
  report: string
}

/**
 * Applies the change change() makes to the document as the person's own edit, cut off from the
 * edits around it so that one Undo takes back exactly it; false when there is no editor.
 */
function applyAsOwnEdit(quill: Quill | null, change: (doc: Delta) => Delta): boolean {
  if (!quill) return false
  quill.history.cutoff()
  quill.updateContents(change(quill.getContents()), Quill.sources.USER)
  quill.history.cutoff()
  return true
}

export interface ReportEditorHandle {
  /** Adds text as a paragraph of the impression; false when there is no editor to add it to. */
  insertInImpression: (text: string, language: string) => boolean
  /** Adds text as a paragraph of the report's recommendation section, made when missing. */
  insertRecommendation: (text: string, language: string) => boolean
  /**
   * Makes lines the impression's body as the person's own edit, one Undo away (Write
   * impression), keeping the old lines keep() names; false when there is no editor.
   */
  replaceImpression: (lines: readonly string[], language: string, keep: (line: string) => boolean) => boolean
  /** Inserts a macro's text at the cursor and selects its first field. */
  insertMacro: (text: string) => boolean
  /** Selects the next (previous) field from the cursor; false when the report has none. */
  stepField: (backwards: boolean) => boolean
}

interface ReportEditorProps {
  ref?: Ref<ReportEditorHandle>
  value: string
  /** The person changed the report. */
  onEdit: (html: string) => void
  /** Quill rewrote a value it was given into its own markup. */
  onNormalise: (html: string) => void
  /** Ctrl+Enter (Cmd+Enter on a Mac) was pressed in the editor. */
  onCopyShortcut: () => void
  /** The macros Ctrl+Space expands. */
  macros?: readonly Macro[]
}

// The 'Radiology Report' editor on Quill 2; HTML from outside is sanitised before Quill reads it.
export function ReportEditor({ ref, value, onEdit, onNormalise, onCopyShortcut, macros = NO_MACROS }: ReportEditorProps) {
  const onCopyShortcutRef = useRef(onCopyShortcut)
  const macrosRef = useRef(macros)
  const quillRef = useRef<Quill | null>(null)
  const [pick, setPick] = useState<OpenPick | null>(null)
  const valueRef = useRef(value)
  useLayoutEffect(() => {
    onCopyShortcutRef.current = onCopyShortcut
    macrosRef.current = macros
    valueRef.current = value
  }, [onCopyShortcut, macros, value])

  // An insertion is the person's own edit, made through Quill so that it reaches the store like
  // typing does; cut off from the edits around it, one Undo takes back exactly the insertion.
  useImperativeHandle(ref, () => ({
    insertInImpression(text, language) {
      return applyAsOwnEdit(quillRef.current, (doc) => impressionInsertion(doc, text, language))
    },
    insertRecommendation(text, language) {
      return applyAsOwnEdit(quillRef.current, (doc) => recommendationInsertion(doc, text, language))
    },
    replaceImpression(lines, language, keep) {
      return applyAsOwnEdit(quillRef.current, (doc) => impressionReplacement(doc, lines, language, keep))
    },
    insertMacro(text) {
      const quill = quillRef.current
      if (!quill) return false
      // The last place the cursor was, though a list has the focus now.
      const range = quill.getSelection(true)
      insertMacroText(quill, range.index, range.length, text)
      return true
    },
    stepField(backwards) {
      const quill = quillRef.current
      if (!quill) return false
      return moveToField(quill, quill.getSelection(true), backwards)
    },
  }), [])

  // A report from outside (a reload's kept report, a template, a fill) waits for the sanitiser;
  // an empty one, a first visit's, does not.
  const { module: purify, reach: reachSanitiser } = usePreloaded(htmlSanitiser)
  const needsSanitiser = value !== '' && purify === undefined
  useEffect(() => {
    if (needsSanitiser) void reachSanitiser()
  }, [needsSanitiser, reachSanitiser])

  const hostRef = useQuill({
    toolbar: TOOLBAR_GROUPS,
    toolbarLabel: 'Report formatting',
    label: 'Report editor',
    placeholder: REPORT_PLACEHOLDER,
    value,
    onChange: onEdit,
    onNormalise,
    sanitise: purify ? (html) => purify.default.sanitize(html) : undefined,
    ready: !needsSanitiser,
    // A template, a fill, a written report or a blank put in by the workspace is one Undo away
    // from the report it replaced.
    undoableValues: true,
    attach: (quill) => {
      quillRef.current = quill
      const detach = listenForPasteAndKeys(
        quill,
        () => {
          onCopyShortcutRef.current()
        },
        () => macrosRef.current,
        (field) => {
          const selection = quill.getSelection()
          const range = selection ? { index: selection.index, length: selection.length } : { index: field.start, length: field.end - field.start }
          setPick({
            field,
            label: fieldLabel(quill, field),
            current: quill.getText(field.start, field.end - field.start),
            anchor: field.element.getBoundingClientRect(),
            range,
            report: valueRef.current,
          })
        },
      )
      // A menu open on a document that changed would choose into the wrong place.
      const closeOnChange = () => {
        setPick(null)
      }
      quill.on(Quill.events.TEXT_CHANGE, closeOnChange)
      return () => {
        detach()
        quill.off(Quill.events.TEXT_CHANGE, closeOnChange)
        quillRef.current = null
        setPick(null)
      }
    },
  })

  // The menu leaves the focus in the editor: on the value chosen, back where it was, or on the
  // next field for Tab.
  const closePick = (how: PickMenuExit | 'chosen', option?: string) => {
    const quill = quillRef.current
    const open = pick
    setPick(null)
    if (!quill || !open || how === 'outside') return
    quill.focus()
    if (option !== undefined) {
      choosePick(quill, open.field, option)
    } else if (how === 'escape') {
      quill.setSelection(open.range.index, open.range.length, Quill.sources.USER)
    } else {
      const field = { index: open.field.start, length: open.field.end - open.field.start }
      quill.setSelection(field.index, field.length, Quill.sources.USER)
      moveToField(quill, field, how === 'shift-tab')
    }
  }

  return (
    <>
      <div ref={hostRef} className={styles.host} />
      {pick?.report === value && (
        <PickMenu
          label={pick.label}
          options={pick.field.value.options}
          current={pick.current}
          anchor={pick.anchor}
          onChoose={(option) => {
            closePick('chosen', option)
          }}
          onExit={(how) => {
            closePick(how)
          }}
        />
      )}
    </>
  )
}
