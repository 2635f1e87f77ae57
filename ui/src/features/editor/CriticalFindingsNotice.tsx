import { Alert, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { criticalFindingInserted, selectCriticalFindings } from '../report'
import { InsertButton } from './InsertButton'
import styles from './Guidance.module.css'

interface CriticalFindingsNoticeProps {
  /** Puts the text in the report's impression; false when it could not. */
  onInsert: (text: string) => boolean
}

// Urgent findings the report affirms, each with a sentence recording that it was communicated.
// The sentence's blanks (___) are left for the radiologist to fill in after inserting it.
export function CriticalFindingsNotice({ onInsert }: CriticalFindingsNoticeProps) {
  const dispatch = useAppDispatch()
  const findings = useAppSelector(selectCriticalFindings)
  if (findings.length === 0) return null
  return (
    <Alert
      type="error"
      title="Critical findings"
      description={
        <ul className={styles.items}>
          {findings.map(({ id, text, suggestedSentence, inserted }) => (
            <li key={id} className={styles.criticalItem}>
              <div className={styles.itemText}>
                <Typography.Text className={styles.criticalText}>{text}</Typography.Text>
                <Typography.Text id={`critical-${id}`} italic>
                  {suggestedSentence}
                </Typography.Text>
              </div>
              <InsertButton
                inserted={inserted}
                describedBy={`critical-${id}`}
                onInsert={() => {
                  if (onInsert(suggestedSentence)) dispatch(criticalFindingInserted(id))
                }}
              />
            </li>
          ))}
        </ul>
      }
    />
  )
}
