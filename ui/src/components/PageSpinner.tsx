import styles from './PageSpinner.module.css'

// antd's large Spin in look, without antd: it shows while the first page, or antd itself, loads.
export function PageSpinner() {
  return (
    <div className={styles.centre} role="status" aria-label="Loading">
      <span className={styles.dots} aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  )
}
