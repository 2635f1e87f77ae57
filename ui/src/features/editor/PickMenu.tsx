import { CheckOutlined } from '@ant-design/icons'
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import styles from './PickMenu.module.css'

/** How the menu was left without a choice. */
export type PickMenuExit = 'escape' | 'tab' | 'shift-tab' | 'outside'

interface PickMenuProps {
  /** What the field is for ('Gallbladder'), for the list's accessible name. */
  label: string
  options: readonly string[]
  /** The value the field shows. */
  current: string
  /** Where the field is on the screen. */
  anchor: DOMRect
  onChoose: (option: string) => void
  onExit: (how: PickMenuExit) => void
}

// Room kept between the menu and the window's edges.
const MARGIN = 8

/**
 * The options of a pick field under it, as a listbox that takes the focus: arrow keys, Home and End
 * move, Enter or Space chooses, a letter jumps to the next option starting with it, Escape and Tab
 * leave it; a click chooses. It is rendered into the page's body, so no editor frame clips it.
 */
export function PickMenu({ label, options, current, anchor, onChoose, onExit }: PickMenuProps) {
  const id = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const [active, setActive] = useState(() => Math.max(options.indexOf(current), 0))
  const [left, setLeft] = useState(anchor.left + window.scrollX)
  // Where the pointer was last seen over the list: a menu opening under a resting pointer gets a
  // mouse event without the mouse moving, which must not move the active option.
  const pointerRef = useRef<{ x: number; y: number } | null>(null)

  // Below the field, kept inside the window's width.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const width = list.offsetWidth
    const maxLeft = window.scrollX + document.documentElement.clientWidth - width - MARGIN
    setLeft(Math.max(window.scrollX + MARGIN, Math.min(anchor.left + window.scrollX, maxLeft)))
    list.focus({ preventScroll: true })
  }, [anchor])

  useLayoutEffect(() => {
    const option = listRef.current?.querySelector(`[data-index="${String(active)}"]`)
    // jsdom has no scrollIntoView.
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' })
  }, [active])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1
    const move = (to: number) => {
      event.preventDefault()
      setActive(Math.max(0, Math.min(last, to)))
    }
    switch (event.key) {
      case 'ArrowDown':
        move(active + 1)
        return
      case 'ArrowUp':
        if (event.altKey) {
          // Alt+ArrowUp closes, as in a select.
          event.preventDefault()
          onExit('escape')
          return
        }
        move(active - 1)
        return
      case 'Home':
        move(0)
        return
      case 'End':
        move(last)
        return
      case 'Enter':
      case ' ': {
        event.preventDefault()
        const option = options[active]
        if (option !== undefined) onChoose(option)
        return
      }
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        onExit('escape')
        return
      case 'Tab':
        event.preventDefault()
        onExit(event.shiftKey ? 'shift-tab' : 'tab')
        return
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLocaleLowerCase()
          const order = options.map((_, i) => (active + 1 + i) % options.length)
          const next = order.find((i) => options[i]?.toLocaleLowerCase().startsWith(letter))
          if (next !== undefined) move(next)
        }
    }
  }

  return createPortal(
    <ul
      ref={listRef}
      role="listbox"
      aria-label={label === '' ? 'Options' : `Options for ${label}`}
      aria-activedescendant={`${id}-${String(active)}`}
      tabIndex={-1}
      className={styles.menu}
      style={{ top: anchor.bottom + window.scrollY + 4, left }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onExit('outside')
      }}
    >
      {options.map((option, index) => (
        <li
          key={option}
          id={`${id}-${String(index)}`}
          data-index={index}
          role="option"
          aria-selected={index === active}
          className={index === active ? `${styles.option ?? ''} ${styles.active ?? ''}` : styles.option}
          onMouseDown={(event) => {
            event.preventDefault() // the list keeps the focus until the choice is made
          }}
          onMouseMove={(event) => {
            const last = pointerRef.current
            pointerRef.current = { x: event.clientX, y: event.clientY }
            if (last !== null && (last.x !== event.clientX || last.y !== event.clientY)) setActive(index)
          }}
          onClick={() => {
            onChoose(option)
          }}
        >
          <span className={styles.check} aria-hidden="true">
            {option === current ? <CheckOutlined /> : null}
          </span>
          {option}
        </li>
      ))}
    </ul>,
    document.body,
  )
}
