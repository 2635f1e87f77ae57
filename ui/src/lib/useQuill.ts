import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { registerPickField } from './pickBlot'
import { createToolbar, editorHtml, type ToolbarButton } from './quillToolbar'

// Both editors keep pick fields (lib/pickField.ts): the report editor offers their options, the
// form editor keeps them in a template.
registerPickField()

export interface QuillOptions {
  /** The toolbar's button groups and its accessible name. */
  toolbar: ToolbarButton[][]
  toolbarLabel: string
  /** The editing area's accessible name and placeholder. */
  label: string
  placeholder?: string
  /** The HTML to show; a change from outside replaces the document. */
  value: string
  /** The person changed the document. */
  onChange: (html: string) => void
  /** Quill rewrote a value it was given into its own markup. */
  onNormalise?: (html: string) => void
  /** Cleans HTML from outside before Quill reads it. */
  sanitise?: (html: string) => string
  /**
   * False while what cleans a value is still being fetched: a value from outside waits for it
   * (default true).
   */
  ready?: boolean
  /**
   * A value from outside replaces the document as one step of the editor's history, so Undo
   * (Ctrl+Z) brings back what it replaced; otherwise it starts a new history.
   */
  undoableValues?: boolean
  /** Extra wiring on the editor once it exists (listeners...); returns what undoes it. */
  attach?: (quill: Quill) => () => void
}

// A controlled Quill 2 editor in the returned element: HTML in, HTML out. Quill owns its DOM, so
// the toolbar and the editor are built in an effect, once per mount, and removed on cleanup (which
// keeps StrictMode's double mount from leaving a second toolbar or duplicate handlers behind).
// Layout effects, because a passive one can run after the next keystroke and would put back the
// previous value.
export function useQuill(options: QuillOptions): RefObject<HTMLDivElement | null> {
  const hostRef = useRef<HTMLDivElement>(null)
  const quillRef = useRef<Quill | null>(null)
  // The HTML the editor holds as far as the parent knows; undefined before the first value.
  const knownHtmlRef = useRef<string | undefined>(undefined)
  // A value from outside is being put in: not the person's change.
  const replacingRef = useRef(false)
  const optionsRef = useRef(options)
  const { label, placeholder, value, ready = true } = options

  useLayoutEffect(() => {
    optionsRef.current = options
  })

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const { toolbar: groups, toolbarLabel, attach } = optionsRef.current
    const toolbar = createToolbar(groups, toolbarLabel)
    const editorElement = document.createElement('div')
    host.append(toolbar, editorElement)

    const quill: Quill = new Quill(editorElement, {
      theme: 'snow',
      modules: {
        toolbar: {
          container: toolbar,
          handlers: {
            undo: () => {
              quill.history.undo()
            },
            redo: () => {
              quill.history.redo()
            },
          },
        },
      },
    })
    quill.root.setAttribute('role', 'textbox')
    quill.root.setAttribute('aria-multiline', 'true')
    const reportChange = () => {
      if (replacingRef.current) return
      const html = editorHtml(quill)
      knownHtmlRef.current = html
      optionsRef.current.onChange(html)
    }
    quill.on(Quill.events.TEXT_CHANGE, reportChange)
    const detach = attach?.(quill)
    quillRef.current = quill

    return () => {
      detach?.()
      quill.off(Quill.events.TEXT_CHANGE, reportChange)
      quillRef.current = null
      knownHtmlRef.current = undefined
      host.replaceChildren()
    }
  }, [])

  useLayoutEffect(() => {
    const root = quillRef.current?.root
    if (!root) return
    root.setAttribute('aria-label', label)
    root.setAttribute('data-placeholder', placeholder ?? '')
  }, [label, placeholder])

  useLayoutEffect(() => {
    const quill = quillRef.current
    if (!quill || value === knownHtmlRef.current || !ready) return
    const { sanitise, onNormalise, undoableValues } = optionsRef.current
    const contents = quill.clipboard.convert({ html: sanitise ? sanitise(value) : value })
    if (undoableValues && knownHtmlRef.current !== undefined) {
      // Through the history (an API change, which it records), cut off from the edits around it.
      replacingRef.current = true
      try {
        quill.history.cutoff()
        quill.setContents(contents, Quill.sources.API)
        quill.history.cutoff()
      } finally {
        replacingRef.current = false
      }
    } else {
      quill.setContents(contents, Quill.sources.SILENT)
      // A value from outside starts a new document: undo must not bring back the previous one.
      quill.history.clear()
    }
    const html = editorHtml(quill)
    knownHtmlRef.current = html
    if (html !== value) onNormalise?.(html)
  }, [value, ready])

  return hostRef
}
