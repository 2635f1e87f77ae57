import { baseApi } from '../../api/baseApi'
import type { FeedbackRequest } from './types'

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Read as text: a refusal is shown with its body as the server sent it.
    submitFeedback: build.mutation<unknown, FeedbackRequest>({
      query: (body) => ({ url: 'feedback', method: 'POST', body, responseHandler: 'text' }),
    }),
  }),
})

export const { useSubmitFeedbackMutation } = feedbackApi
