import { baseApi } from '../../api/baseApi'
import { showUserFlagsWhileSaving } from '../auth'
import type { ExternalAutoProcessing, FormatRequest, FormatResponse } from './types'

export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    formatExternalTranscript: build.mutation<FormatResponse, FormatRequest>({
      query: (body) => ({ url: 'format-external-transcript', method: 'POST', body }),
    }),
    // The toggles flip at once and flip back if the server refuses.
    updateExternalAutoProcessing: build.mutation<ExternalAutoProcessing, ExternalAutoProcessing>({
      query: (body) => ({ url: 'external-transcript-preferences', method: 'PUT', body }),
      onQueryStarted: showUserFlagsWhileSaving,
    }),
  }),
})

export const {
  useFormatExternalTranscriptMutation,
  useUpdateExternalAutoProcessingMutation,
} = workspaceApi
