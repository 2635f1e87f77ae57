import { WarningOutlined } from '@ant-design/icons'
import { Button, Checkbox, Popconfirm, Typography } from 'antd'
import type { CopyFormat, CopyFormats } from '../../lib/clipboard'
import { FeedbackPopover, type FeedbackContext } from '../feedback'
import { unfilledFieldsMessage } from '../macros'
import type { ReportCopy } from './useReportCopy'
import styles from './ReportPanel.module.css'

const FORMAT_CHOICES: { format: CopyFormat; label: string }[] = [
  { format: 'html', label: 'HTML' },
  { format: 'rtf', label: 'RTF' },
  { format: 'text', label: 'Plain Text' },
]

// Each format has its own clipboard type; FHIR JSON is its own download, never a copy format
// (a tick stored when it was one is dropped at the next change).
function toggled(formats: CopyFormats, format: CopyFormat, checked: boolean): CopyFormats {
  return { html: formats.html, rtf: formats.rtf, text: formats.text, [format]: checked }
}

interface CopyControlsProps {
  reportCopy: ReportCopy
  feedbackContext: FeedbackContext
}

// The formats to put on the clipboard and the Copy button, with the feedback popover under it.
export function CopyControls({ reportCopy, feedbackContext }: CopyControlsProps) {
  const { formats, setFormats, copied, feedbackDue, feedbackAsked, copy, downloadFhir, exporting } = reportCopy
  const { unfilled, unchosenPicks, unfilledWarning, copyAnyway, dismissUnfilledWarning } = reportCopy
  return (
    <div className={styles.bar}>
      <div className={styles.copyFormats} role="group" aria-label="Copy formats">
        {FORMAT_CHOICES.map(({ format, label }) => (
          <Checkbox
            key={format}
            checked={formats[format]}
            onChange={(event) => {
              setFormats(toggled(formats, format, event.target.checked))
            }}
          >
            {label}
          </Checkbox>
        ))}
      </div>
      <Button onClick={downloadFhir} loading={exporting}>
        Download FHIR (.json)
      </Button>
      {unfilled > 0 && (
        <Typography.Text type="warning" role="status">
          <WarningOutlined /> {unfilledFieldsMessage(unfilled)}
        </Typography.Text>
      )}
      <FeedbackPopover open={feedbackDue} onClose={feedbackAsked} context={feedbackContext}>
        <Popconfirm
          open={unfilledWarning}
          title={unfilledFieldsMessage(unfilled)}
          description={
            unchosenPicks === 0
              ? 'Fill the [...] fields, or copy the report as it is.'
              : unchosenPicks === unfilled
                ? 'Choose a value in each pick list (click it, or Alt+Down), or copy the report as it is.'
                : 'Fill the [...] fields and choose a value in each pick list, or copy the report as it is.'
          }
          okText="Copy anyway"
          cancelText="Fill in"
          onConfirm={copyAnyway}
          onCancel={dismissUnfilledWarning}
          onOpenChange={(open) => {
            if (!open) dismissUnfilledWarning()
          }}
        >
          <Button type="primary" onClick={copy}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </Popconfirm>
      </FeedbackPopover>
    </div>
  )
}
