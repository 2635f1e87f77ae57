import { WarningOutlined } from '@ant-design/icons'
import { Typography } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectContradictions } from '../report'
import styles from './ReportPanel.module.css'

// What the writer (format, fill or generate) found to disagree within the dictation; the
// radiologist fixes it by hand.
export function ContradictionsList() {
  const contradictions = useAppSelector(selectContradictions)
  if (contradictions.length === 0) return null
  return (
    <section className={styles.contradictions} aria-labelledby="detected-contradictions">
      <Typography.Title level={3} id="detected-contradictions" className={styles.subheading}>
        <WarningOutlined aria-hidden /> Detected Contradictions
      </Typography.Title>
      <ul className={styles.contradictionItems}>
        {contradictions.map(({ id, text }) => (
          <li key={id}>
            <Typography.Text>{text}</Typography.Text>
            <br />
            <Typography.Text type="secondary">Manual review and correction needed</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  )
}
