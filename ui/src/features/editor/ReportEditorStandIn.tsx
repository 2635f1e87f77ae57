import { REPORT_PLACEHOLDER } from './reportPlaceholder'
import styles from './ReportEditorStandIn.module.css'

// Holds the report editor's place while Quill is on its way (ReportPanel), drawn as the empty
// editor looks.
export function ReportEditorStandIn({ empty }: { empty: boolean }) {
  return (
    <div className={styles.standIn} aria-busy="true">
      <div className={styles.toolbar} />
      <div className={styles.page}>{empty ? REPORT_PLACEHOLDER : null}</div>
    </div>
  )
}
