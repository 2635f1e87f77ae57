import { Button, Checkbox } from 'antd'
import type { CopyFormat } from '../../lib/clipboard'
import { FeedbackPopover, type FeedbackContext } from '../feedback'
import type { ReportCopy } from './useReportCopy'
import styles from './ReportPanel.module.css'

const FORMAT_CHOICES: { format: CopyFormat; label: string }[] = [
  { format: 'html', label: 'HTML' },
  { format: 'rtf', label: 'RTF' },
  { format: 'text', label: 'Plain Text' },
]

interface CopyControlsProps {
  reportCopy: ReportCopy
  feedbackContext: FeedbackContext
}

// The formats to put on the clipboard and the Copy button, with the feedback popover under it.
export function CopyControls({ reportCopy, feedbackContext }: CopyControlsProps) {
  const { formats, setFormats, copied, feedbackDue, feedbackAsked, copy } = reportCopy
  return (
    <div className={styles.bar}>
      <div className={styles.copyFormats} role="group" aria-label="Copy formats">
        {FORMAT_CHOICES.map(({ format, label }) => (
          <Checkbox
            key={format}
            checked={formats[format]}
            onChange={(event) => {
              setFormats({ ...formats, [format]: event.target.checked })
            }}
          >
            {label}
          </Checkbox>
        ))}
      </div>
      <FeedbackPopover open={feedbackDue} onClose={feedbackAsked} context={feedbackContext}>
        <Button type="primary" onClick={copy}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </FeedbackPopover>
    </div>
  )
}
