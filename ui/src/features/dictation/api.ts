import { baseApi } from '../../api/baseApi'
import { showUserFlagsWhileSaving } from '../auth'
import type { CreatedRecording, NewRecording, RecordingWorkflow, SpeechStatus, StoredSession, VoiceCommands } from './types'

export const dictationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSpeechStatus: build.query<SpeechStatus, void>({
      query: () => 'speech/status',
    }),
    createRecording: build.mutation<CreatedRecording, NewRecording>({
      query: (body) => ({ url: 'recordings', method: 'POST', body }),
    }),
    getVoiceCommands: build.query<VoiceCommands, string>({
      query: (language) => `voice-commands?language=${encodeURIComponent(language)}`,
    }),
    getRecordingSession: build.query<StoredSession, string>({
      query: (sessionId) => `recording-sessions/${encodeURIComponent(sessionId)}`,
    }),
    clearSessionTranscripts: build.mutation<unknown, string>({
      query: (sessionId) => ({ url: `recording-sessions/${encodeURIComponent(sessionId)}/clear-transcripts`, method: 'POST' }),
    }),
    // The toggles flip at once and flip back if the server refuses.
    updateRecordingWorkflow: build.mutation<RecordingWorkflow, RecordingWorkflow>({
      query: (body) => ({ url: 'recording-workflow-preferences', method: 'PUT', body }),
      onQueryStarted: showUserFlagsWhileSaving,
    }),
  }),
})

export const {
  useGetSpeechStatusQuery,
  useCreateRecordingMutation,
  useLazyGetRecordingSessionQuery,
  useGetVoiceCommandsQuery,
  useClearSessionTranscriptsMutation,
  useUpdateRecordingWorkflowMutation,
} = dictationApi
