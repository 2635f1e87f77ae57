import { Input, Select } from 'antd'
import type { ReactNode } from 'react'
import styles from './Analytics.module.css'

export interface FilterOption<T extends string> {
  value: T
  label: string
}

// The options of a Select from a table of labels, in the table's order.
export function optionsOf<T extends string>(labels: Record<T, string>): FilterOption<T>[] {
  return Object.entries<string>(labels).map(([value, label]) => ({ value: value as T, label }))
}

// A filter of the admin pages: its control under its label.
export function LabelledFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      {children}
    </label>
  )
}

interface FilterSelectProps<T extends string> {
  label: string
  value: T
  options: FilterOption<T>[]
  onChange: (value: T) => void
}

export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <LabelledFilter label={label}>
      <Select<T> aria-label={label} value={value} options={options} onChange={onChange} popupMatchSelectWidth={false} />
    </LabelledFilter>
  )
}

interface DateFilterProps {
  label: string
  // A day as yyyy-mm-dd; '' for none.
  value: string
  min?: string
  max?: string
  onChange: (value: string) => void
}

// A day to filter by; min and max bound the picker when they are set ('' is no bound).
export function DateFilter({ label, value, min = '', max = '', onChange }: DateFilterProps) {
  return (
    <LabelledFilter label={label}>
      <Input
        type="date"
        className={styles.dateInput}
        aria-label={label}
        value={value}
        min={min === '' ? undefined : min}
        max={max === '' ? undefined : max}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
    </LabelledFilter>
  )
}
