import { Switch, Typography } from 'antd'
import { useToasts } from '../../components/toasts'
import { exclusiveToggle } from '../../lib/workspaceRules'
import { useUpdateRecordingWorkflowMutation } from './api'
import type { RecordingWorkflow } from './types'
import { useRecordingWorkflow } from './useRecordingWorkflow'
import styles from './VoicePanel.module.css'

const TOGGLES: { flag: keyof RecordingWorkflow; label: string }[] = [
  { flag: 'autoFillTemplate', label: 'Auto-Fill Template' },
  { flag: 'autoGenerateReport', label: 'Auto-Generate Report' },
]

// What happens once a recording is transcribed; switching one on switches the other off.
export function AutoWorkflowPreferences() {
  const flags = useRecordingWorkflow()
  const [update] = useUpdateRecordingWorkflowMutation()
  const toasts = useToasts()

  const change = (flag: keyof RecordingWorkflow, value: boolean) => {
    update(exclusiveToggle(flags, flag, value))
      .unwrap()
      .then(
        () => {
          toasts.success('Preferences Updated', 'Your auto-workflow preference is saved.')
        },
        () => {
          toasts.error('Update Failed', 'Failed to save your preferences. Please try again.')
        },
      )
  }

  return (
    <fieldset className={styles.preferences}>
      <legend className={styles.legend}>Auto-Workflow Preferences</legend>
      {TOGGLES.map(({ flag, label }) => (
        <div key={flag} className={styles.toggle}>
          <Switch
            id={`voice-${flag}`}
            size="small"
            checked={flags[flag]}
            onChange={(value) => {
              change(flag, value)
            }}
          />
          <label htmlFor={`voice-${flag}`}>{label}</label>
        </div>
      ))}
      {!flags.autoFillTemplate && !flags.autoGenerateReport && (
        <Typography.Text type="secondary">
          Both are off: read your transcripts first, then choose Fill Template or Generate from Scratch yourself.
        </Typography.Text>
      )}
    </fieldset>
  )
}
