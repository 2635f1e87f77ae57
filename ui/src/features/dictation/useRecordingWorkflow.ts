import { useGetCurrentUserQuery } from '../auth'
import type { RecordingWorkflow } from './types'

/** The user's auto-workflow toggles; a user read before they existed has both off. */
export function useRecordingWorkflow(): RecordingWorkflow {
  const { data: user } = useGetCurrentUserQuery()
  return {
    autoFillTemplate: user?.autoFillTemplate ?? false,
    autoGenerateReport: user?.autoGenerateReport ?? false,
  }
}
