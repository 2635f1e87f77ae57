import { baseApi } from '../../api/baseApi'
import { authApi } from '../auth'
import type { ExternalAutoProcessing, FormatRequest, FormatResponse } from './types'

export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    formatExternalTranscript: build.mutation<FormatResponse, FormatRequest>({
      query: (body) => ({ url: 'format-external-transcript', method: 'POST', body }),
    }),
    // The toggles flip at once and flip back if the server refuses.
    updateExternalAutoProcessing: build.mutation<ExternalAutoProcessing, ExternalAutoProcessing>({
      query: (body) => ({ url: 'external-transcript-preferences', method: 'PUT', body }),
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
  useFormatExternalTranscriptMutation,
  useUpdateExternalAutoProcessingMutation,
} = workspaceApi
