import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './LineTabs.module.css'

export interface LineTab {
  key: string
  label: string
  children: ReactNode
  /** Rendered from the start and kept when hidden; otherwise from the first time it is shown. */
  forceRender?: boolean
}

interface LineTabsProps {
  activeKey: string
  onChange: (key: string) => void
  items: LineTab[]
}

const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

// A few tabs in antd's line style, for a page's first render: antd's Tabs bring a menu for tabs
// that overflow their bar (about 20 kB gzip) that two short tabs never need. The tab bar is a
// WAI-ARIA tablist: arrow keys, Home and End choose a tab; a panel once shown stays mounted.
export function LineTabs({ activeKey, onChange, items }: LineTabsProps) {
  const id = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([activeKey]))
  if (!shown.has(activeKey)) setShown(new Set([...shown, activeKey]))

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP_KEYS[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = items[step(index, items.length)]
    if (next === undefined) return
    onChange(next.key)
    tabRefs.current.get(next.key)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.nav}>
        {items.map(({ key, label }, index) => {
          const active = key === activeKey
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element)
                else tabRefs.current.delete(key)
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${key}`}
              tabIndex={active ? 0 : -1}
              className={active ? [styles.tab, styles.active].join(' ') : styles.tab}
              onClick={() => {
                onChange(key)
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index)
              }}
            >
              {label}
            </button>
          )
        })}
      </div>
      {items.map(({ key, children, forceRender = false }) => {
        const active = key === activeKey
        if (!active && !forceRender && !shown.has(key)) return null
        return (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-panel-${key}`}
            aria-labelledby={`${id}-tab-${key}`}
            tabIndex={active ? 0 : -1}
            hidden={!active}
          >
            {children}
          </div>
        )
      })}
    </div>
  )
}
