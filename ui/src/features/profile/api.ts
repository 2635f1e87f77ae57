import { baseApi } from '../../api/baseApi'
import { listTags } from '../../api/listTags'
import { showUserFlagsWhileSaving } from '../auth'
import type {
  CustomPrompts,
  ImpressionPreferences,
  NewSavedPrompt,
  NewVocabularyEntry,
  PromptType,
  SavedPrompt,
  UserStats,
  VocabularyEntry,
} from './types'

export const profileApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Vocabulary', 'SavedPrompt', 'UserStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // The server changes the user, so the user is read again rather than patched here.
      updateProfile: build.mutation<unknown, { preferredLanguage: string }>({
        query: (body) => ({ url: 'profile', method: 'PUT', body }),
        invalidatesTags: ['CurrentUser'],
      }),
      // The choice shows at once and flips back if the server refuses.
      updateImpressionPreferences: build.mutation<ImpressionPreferences, Partial<ImpressionPreferences>>({
        query: (body) => ({ url: 'impression-preferences', method: 'PUT', body }),
        onQueryStarted: showUserFlagsWhileSaving,
      }),
      updateCustomPrompts: build.mutation<unknown, CustomPrompts>({
        query: (body) => ({ url: 'profile/prompts', method: 'PUT', body }),
        invalidatesTags: ['CurrentUser'],
      }),
      getVocabulary: build.query<VocabularyEntry[], void>({
        query: () => 'vocabulary',
        providesTags: (entries = []) => listTags('Vocabulary', entries),
      }),
      addVocabularyEntry: build.mutation<VocabularyEntry, NewVocabularyEntry>({
        query: (body) => ({ url: 'vocabulary', method: 'POST', body }),
        invalidatesTags: [{ type: 'Vocabulary', id: 'LIST' }],
      }),
      deleteVocabularyEntry: build.mutation<unknown, string>({
        query: (id) => ({ url: `vocabulary/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Vocabulary', id }],
      }),
      getSavedPrompts: build.query<SavedPrompt[], PromptType>({
        query: (promptType) => `user-prompt-history/${promptType}`,
        providesTags: (prompts = [], _error, promptType) => listTags('SavedPrompt', prompts, `LIST-${promptType}`),
      }),
      savePrompt: build.mutation<SavedPrompt, NewSavedPrompt>({
        query: (body) => ({ url: 'user-prompt-history', method: 'POST', body }),
        invalidatesTags: (_result, _error, { promptType }) => [
          { type: 'SavedPrompt', id: `LIST-${promptType}` },
        ],
      }),
      deleteSavedPrompt: build.mutation<unknown, string>({
        query: (id) => ({ url: `user-prompt-history/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'SavedPrompt', id }],
      }),
      getUserStats: build.query<UserStats, void>({
        query: () => 'user-stats',
        providesTags: ['UserStats'],
      }),
    }),
  })

export const {
  useUpdateProfileMutation,
  useUpdateCustomPromptsMutation,
  useUpdateImpressionPreferencesMutation,
  useGetVocabularyQuery,
  useAddVocabularyEntryMutation,
  useDeleteVocabularyEntryMutation,
  useGetSavedPromptsQuery,
  useSavePromptMutation,
  useDeleteSavedPromptMutation,
  useGetUserStatsQuery,
} = profileApi

export function savedPromptsDownloadUrl(promptType: PromptType): string {
  return `/api/user-prompt-history/${promptType}/download`
}
