import { baseApi } from '../../api/baseApi'
import { authApi } from '../auth'
import type { CreatedRecording, NewRecording, RecordingWorkflow, SpeechStatus } from './types'

export const dictationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSpeechStatus: build.query<SpeechStatus, void>({
      query: () => 'speech/status',
    }),
    createRecording: build.mutation<CreatedRecording, NewRecording>({
      query: (body) => ({ url: 'recordings', method: 'POST', body }),
    }),
    clearSessionTranscripts: build.mutation<unknown, string>({
      query: (sessionId) => ({ url: `recording-sessions/${encodeURIComponent(sessionId)}/clear-transcripts`, method: 'POST' }),
    }),
    // The toggles flip at once and flip back if the server refuses.
    updateRecordingWorkflow: build.mutation<RecordingWorkflow, RecordingWorkflow>({
      query: (body) => ({ url: 'recording-workflow-preferences', method: 'PUT', body }),
      async onQueryStarted(flags, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
            if (user) Object.assign(user, flags)
          }),
        )
        try {
          await queryFulfilled
        } catch {
          patch.undo()
        }
      },
    }),
  }),
})

export const {
  useGetSpeechStatusQuery,
  useCreateRecordingMutation,
  useClearSessionTranscriptsMutation,
  useUpdateRecordingWorkflowMutation,
} = dictationApi
