import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useToasts } from '../../components/toasts'
import { newReportStarted, templateSelectionCleared, useConfirmReplace } from '../report'
import { useClearSessionTranscriptsMutation } from './api'
import { selectSessionId } from './dictationSlice'

/**
 * New Report, for both of its buttons (spec 000 section 4): recordings, transcripts, editor,
 * template choice and contradictions are cleared, and the server is asked to clear the
 * session's transcripts. The confirmation does not wait for that answer: the report in the
 * browser is new either way.
 */
export function useNewReport(): () => Promise<void> {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const sessionId = useAppSelector(selectSessionId)
  const [clearSessionTranscripts] = useClearSessionTranscriptsMutation()
  const confirmReplace = useConfirmReplace()

  return async () => {
    // An edited report is cleared only once the person says so.
    if (!(await confirmReplace('new'))) return
    if (sessionId !== null) void clearSessionTranscripts(sessionId)
    dispatch(newReportStarted())
    dispatch(templateSelectionCleared())
    toasts.success('New Report Started', 'The recordings, the transcript, the report and the template choice are cleared.')
  }
}
