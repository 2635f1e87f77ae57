import { useEffect, useEffectEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectSelectedTemplate } from '../report'
import { autoWorkflowClaimed, selectRecordings } from './dictationSlice'
import type { SessionAction } from './useSessionActions'
import { useRecordingWorkflow } from './useRecordingWorkflow'

/**
 * When the newest recording gains its corrected transcript, fills the selected template
 * (Auto-Fill, only with a template chosen) or writes a report from scratch (Auto-Generate) (spec
 * 000 section 4). The store remembers each recording it has looked at, so a re-render, a
 * remount or an answer arriving never runs it twice.
 */
export function useAutoWorkflow(run: (action: SessionAction) => Promise<void>) {
  const dispatch = useAppDispatch()
  const recordings = useAppSelector(selectRecordings)
  const template = useAppSelector(selectSelectedTemplate)
  const { autoFillTemplate, autoGenerateReport } = useRecordingWorkflow()
  const newest = recordings.at(-1)
  const transcribedId = newest?.status === 'transcribed' ? newest.id : null

  const onTranscribed = useEffectEvent((recordingId: string) => {
    if (!dispatch(autoWorkflowClaimed(recordingId))) return
    if (autoFillTemplate && template !== null) void run('fill')
    else if (autoGenerateReport) void run('generate')
  })

  useEffect(() => {
    if (transcribedId !== null) onTranscribed(transcribedId)
  }, [transcribedId])
}
