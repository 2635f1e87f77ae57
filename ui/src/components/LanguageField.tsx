import { languageOptions, selectableLanguages } from '../lib/languages'
import { DeferredSelect } from './DeferredSelect'
import styles from './LanguageField.module.css'

interface LanguageFieldProps {
  id: string
  value: string
  onChange: (code: string) => void
}

// The dictation language, chosen from the selectable list: the voice and transcript panels.
export function LanguageField({ id, value, onChange }: LanguageFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Language</label>
      <DeferredSelect id={id} value={value} options={languageOptions(selectableLanguages)} onChange={onChange} />
    </div>
  )
}
