import { SearchOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { DeferredSelect } from '../../components/DeferredSelect'
import { modalityBadge } from './labels'
import { ALL, FILTER_LANGUAGES, MODALITIES, type TemplateFilters } from './types'
import styles from './TemplatePicker.module.css'

const MODALITY_FILTER_OPTIONS = [
  { value: ALL, label: 'All' },
  ...MODALITIES.map((modality) => ({ value: modality, label: modalityBadge(modality) })),
]

const LANGUAGE_FILTER_OPTIONS = [
  { value: ALL, label: 'All' },
  ...FILTER_LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() })),
]

interface FilterSelectProps {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

// A filter's select under a caption that names it (the select is named by its aria-label).
function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <div className={styles.selectField}>
      <span className={styles.caption} aria-hidden>
        {label}
      </span>
      <DeferredSelect aria-label={label} value={value} options={options} onChange={onChange} />
    </div>
  )
}

interface TemplateFilterBarProps {
  filters: TemplateFilters
  onSearchTermChange: (searchTerm: string) => void
  onModalityFilterChange: (modality: string) => void
  onLanguageFilterChange: (language: string) => void
}

export function TemplateFilterBar({
  filters,
  onSearchTermChange,
  onModalityFilterChange,
  onLanguageFilterChange,
}: TemplateFilterBarProps) {
  return (
    <div className={styles.filters}>
      <Input
        type="search"
        placeholder="Search templates..."
        aria-label="Search templates"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={filters.searchTerm}
        onChange={(event) => {
          onSearchTermChange(event.target.value)
        }}
      />
      <div className={styles.selects}>
        <FilterSelect
          label="Modality"
          value={filters.modalityFilter}
          options={MODALITY_FILTER_OPTIONS}
          onChange={onModalityFilterChange}
        />
        <FilterSelect
          label="Language"
          value={filters.languageFilter}
          options={LANGUAGE_FILTER_OPTIONS}
          onChange={onLanguageFilterChange}
        />
      </div>
    </div>
  )
}
