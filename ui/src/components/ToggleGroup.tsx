import { Switch } from 'antd'
import type { ReactNode } from 'react'
import styles from './ToggleGroup.module.css'

export interface Toggle<Flag extends string> {
  flag: Flag
  label: string
}

interface ToggleGroupProps<Flag extends string> {
  legend: string
  /** Makes the switches' ids unique on a page that shows several groups. */
  idPrefix: string
  toggles: readonly Toggle<Flag>[]
  flags: Record<Flag, boolean>
  onChange: (flag: Flag, value: boolean) => void
  /** A line under the switches. */
  children?: ReactNode
}

// A labelled box of switches: the auto-processing, auto-workflow and impression preferences.
export function ToggleGroup<Flag extends string>({ legend, idPrefix, toggles, flags, onChange, children }: ToggleGroupProps<Flag>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {toggles.map(({ flag, label }) => (
        <div key={flag} className={styles.toggle}>
          <Switch
            id={`${idPrefix}-${flag}`}
            size="small"
            checked={flags[flag]}
            onChange={(value) => {
              onChange(flag, value)
            }}
          />
          <label htmlFor={`${idPrefix}-${flag}`}>{label}</label>
        </div>
      ))}
      {children}
    </fieldset>
  )
}
