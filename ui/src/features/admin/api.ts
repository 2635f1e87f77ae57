import { baseApi } from '../../api/baseApi'
import { listTags } from '../../api/listTags'
import type { AiPrompt, AiPromptInput } from './types'

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ['AiPrompt'] }).injectEndpoints({
  endpoints: (build) => ({
    getAiPrompts: build.query<AiPrompt[], void>({
      query: () => 'ai-prompts',
      providesTags: (prompts = []) => listTags('AiPrompt', prompts),
    }),
    createAiPrompt: build.mutation<AiPrompt, AiPromptInput>({
      query: (body) => ({ url: 'ai-prompts', method: 'POST', body }),
      invalidatesTags: [{ type: 'AiPrompt', id: 'LIST' }],
    }),
    updateAiPrompt: build.mutation<AiPrompt, { id: string; prompt: AiPromptInput }>({
      query: ({ id, prompt }) => ({ url: `ai-prompts/${encodeURIComponent(id)}`, method: 'PUT', body: prompt }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AiPrompt', id }],
    }),
    deleteAiPrompt: build.mutation<unknown, string>({
      query: (id) => ({ url: `ai-prompts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AiPrompt', id }],
    }),
  }),
})

export const {
  useGetAiPromptsQuery,
  useCreateAiPromptMutation,
  useUpdateAiPromptMutation,
  useDeleteAiPromptMutation,
} = adminApi
