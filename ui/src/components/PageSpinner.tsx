import { Spin } from 'antd'
import styles from './PageSpinner.module.css'

export function PageSpinner() {
  return (
    <div className={styles.centre} role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  )
}
