import { Checkbox, Typography } from 'antd'
import styles from './ExternalTranscriptPanel.module.css'

interface CheckChoiceProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** What the choice means for the next report, under the checkbox. */
  hint: string
}

/** One of the checks a writer may run besides writing, with what choosing it means. */
export function CheckChoice({ label, checked, onChange, hint }: CheckChoiceProps) {
  return (
    <div className={styles.field}>
      <Checkbox
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked)
        }}
      >
        {label}
      </Checkbox>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  )
}
