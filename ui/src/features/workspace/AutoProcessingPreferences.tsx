import { Typography } from 'antd'
import { ToggleGroup, type Toggle } from '../../components/ToggleGroup'
import { useToasts } from '../../components/toasts'
import { exclusiveToggle } from '../../lib/workspaceRules'
import { useGetCurrentUserQuery } from '../auth'
import { useUpdateExternalAutoProcessingMutation } from './api'
import type { ExternalAutoProcessing } from './types'

const TOGGLES: Toggle<keyof ExternalAutoProcessing>[] = [
  { flag: 'autoFormatExternal', label: 'Auto-Format Only' },
  { flag: 'autoFillTemplateExternal', label: 'Auto-Fill Template' },
  { flag: 'autoGenerateReportExternal', label: 'Auto-Generate Report' },
]

/** The user's auto-processing flags; a user read before they existed has them all off. */
export function useExternalAutoProcessing(): ExternalAutoProcessing {
  const { data: user } = useGetCurrentUserQuery()
  return {
    autoFormatExternal: user?.autoFormatExternal ?? false,
    autoFillTemplateExternal: user?.autoFillTemplateExternal ?? false,
    autoGenerateReportExternal: user?.autoGenerateReportExternal ?? false,
  }
}

// The three toggles of the external transcript; switching one on switches the others off.
export function AutoProcessingPreferences() {
  const flags = useExternalAutoProcessing()
  const [update] = useUpdateExternalAutoProcessingMutation()
  const toasts = useToasts()

  const change = (flag: keyof ExternalAutoProcessing, value: boolean) => {
    update(exclusiveToggle(flags, flag, value))
      .unwrap()
      .then(
        () => {
          toasts.success('Preferences Updated', 'Your auto-processing preference is saved.')
        },
        () => {
          toasts.error('Update Failed', 'Failed to save preferences. Please try again.')
        },
      )
  }

  return (
    <ToggleGroup legend="Auto-Processing Preferences" idPrefix="external" toggles={TOGGLES} flags={flags} onChange={change}>
      <Typography.Text type="secondary">Only one auto-processing option can be enabled at a time.</Typography.Text>
    </ToggleGroup>
  )
}
