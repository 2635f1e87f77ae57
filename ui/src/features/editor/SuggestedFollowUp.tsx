import { FileSearchOutlined } from '@ant-design/icons'
import { Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { recommendationInserted, selectRecommendations } from '../report'
import { InsertButton } from './InsertButton'
import styles from './Guidance.module.css'

interface SuggestedFollowUpProps {
  /** Puts the text in the report's impression; false when it could not. */
  onInsert: (text: string) => boolean
}

// The guidelines' follow-up for findings of the report (Fleischner, Lung-RADS, TI-RADS, Bosniak,
// BI-RADS). Suggestions only: a suggestion reaches the report when the radiologist inserts it.
export function SuggestedFollowUp({ onInsert }: SuggestedFollowUpProps) {
  const dispatch = useAppDispatch()
  const recommendations = useAppSelector(selectRecommendations)
  if (recommendations.length === 0) return null
  return (
    <section className={styles.followUp} aria-labelledby="suggested-follow-up">
      <Typography.Title level={3} id="suggested-follow-up" className={styles.subheading}>
        <FileSearchOutlined aria-hidden /> Suggested follow-up
      </Typography.Title>
      <ul className={styles.items}>
        {recommendations.map(({ id, guideline, finding, text, citation, inserted }) => (
          <li key={id} className={styles.item}>
            <div className={styles.itemText}>
              <Typography.Text strong>{guideline}</Typography.Text>
              <Typography.Text type="secondary">{finding}</Typography.Text>
              <Typography.Text id={`follow-up-${id}`}>{text}</Typography.Text>
              <Typography.Text type="secondary" className={styles.citation}>
                {citation}
              </Typography.Text>
            </div>
            <InsertButton
              inserted={inserted}
              describedBy={`follow-up-${id}`}
              onInsert={() => {
                if (onInsert(text)) dispatch(recommendationInserted(id))
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
