import { CheckOutlined } from '@ant-design/icons'
import { Card } from 'antd'
import styles from './SubscribePage.module.css'

const features = [
  'Voice dictation and pasted transcripts',
  'Medical terminology correction with your own vocabulary',
  'Template filling and full report generation',
  'Contradiction detection before you sign',
  'Default templates plus up to 5 of your own',
  'Custom AI prompts',
  'Copy as HTML, RTF and plain text',
  'Cancel anytime',
]

// What every plan includes.
export function FeatureList() {
  return (
    <Card title="Everything included" className={styles.features}>
      <ul className={styles.featureList}>
        {features.map((feature) => (
          <li key={feature}>
            <CheckOutlined className={styles.check} aria-hidden /> {feature}
          </li>
        ))}
      </ul>
    </Card>
  )
}
