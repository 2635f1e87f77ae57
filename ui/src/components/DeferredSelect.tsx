import { DownOutlined } from '@ant-design/icons'
import type { SelectProps } from 'antd'
import { useState } from 'react'
import { preloadable } from '../lib/preload'
import { usePreloaded } from '../lib/usePreloaded'
import styles from './DeferredSelect.module.css'

// antd's Select, with its option list, virtual scrolling and popup (about 23 kB gzip), is needed
// only once a list opens; the workspace's first screen shows four closed ones. It ships in a
// chunk of its own, fetched when the page is first idle or at once when a select is reached for.
export const antdSelect = preloadable(() => import('./antdSelect'))

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

// antd's Select once it has arrived; until then a stand-in drawn as the closed select, with the
// same name and value. A click or an opening key on the stand-in opens the list on arrival, and
// a focus on it moves to the select.
export function DeferredSelect(props: SelectProps<string>) {
  const { module, reach } = usePreloaded(antdSelect)
  const [focused, setFocused] = useState(false)
  const [opening, setOpening] = useState(false)
  if (module) return <module.Select {...props} autoFocus={focused} defaultOpen={opening} />

  const open = () => {
    setOpening(true)
    void reach()
  }
  const { className, options, value, placeholder } = props
  const label = options?.find((option) => option.value === value)?.label
  return (
    <span
      className={[styles.select, className].filter(Boolean).join(' ')}
      onMouseEnter={() => void reach()}
      onMouseDown={open}
    >
      <input
        id={props.id}
        role="combobox"
        aria-label={props['aria-label']}
        aria-expanded={false}
        aria-haspopup="listbox"
        readOnly
        className={styles.value}
        value={typeof label === 'string' ? label : ''}
        placeholder={typeof placeholder === 'string' ? placeholder : undefined}
        onFocus={() => {
          setFocused(true)
          void reach()
        }}
        onBlur={() => {
          setFocused(false)
        }}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return
          event.preventDefault()
          open()
        }}
      />
      <DownOutlined aria-hidden className={styles.arrow} />
    </span>
  )
}
