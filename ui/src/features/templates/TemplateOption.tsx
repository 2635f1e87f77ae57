import { CheckOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import { modalityBadge } from './labels'
import styles from './TemplatePicker.module.css'

interface TemplateOptionProps {
  name: string
  // The default template's type, or 'Custom' for the user's own.
  detail: string
  modality: string
  language: string
  selected: boolean
  onSelect: () => void
}

// One entry of the picker; a real button, so it is reachable and usable from the keyboard.
export function TemplateOption({ name, detail, modality, language, selected, onSelect }: TemplateOptionProps) {
  return (
    <li>
      <button type="button" className={styles.option} aria-pressed={selected} onClick={onSelect}>
        <span className={styles.optionText}>
          <span className={styles.optionName} lang={language}>
            {name}
          </span>
          {/* The badges share the second line, leaving the name the whole width of the entry. */}
          <span className={styles.optionDetails}>
            <span className={styles.optionDetail}>{detail}</span>
            <span className={styles.badges}>
              <Tag color="blue">{modalityBadge(modality)}</Tag>
              <Tag>{language.toUpperCase()}</Tag>
            </span>
          </span>
        </span>
        {selected && <CheckOutlined className={styles.check} aria-label="Selected" />}
      </button>
    </li>
  )
}
