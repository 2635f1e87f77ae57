import { Typography } from 'antd'
import { ToggleGroup, type Toggle } from '../../components/ToggleGroup'
import { useToasts } from '../../components/toasts'
import { exclusiveToggle } from '../../lib/workspaceRules'
import { useUpdateRecordingWorkflowMutation } from './api'
import type { RecordingWorkflow } from './types'
import { useRecordingWorkflow } from './useRecordingWorkflow'

const TOGGLES: Toggle<keyof RecordingWorkflow>[] = [
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
    <ToggleGroup legend="Auto-Workflow Preferences" idPrefix="voice" toggles={TOGGLES} flags={flags} onChange={change}>
      {!flags.autoFillTemplate && !flags.autoGenerateReport && (
        <Typography.Text type="secondary">
          Both are off: read your transcripts first, then choose Fill Template or Generate from Scratch yourself.
        </Typography.Text>
      )}
    </ToggleGroup>
  )
}
