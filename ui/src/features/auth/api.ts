import { baseApi } from '../../api/baseApi'
import type { User } from './types'

const FIVE_MINUTES_IN_SECONDS = 300

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 401 means "signed out", which is an answer (null), not an error.
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('auth/user')
        if (result.error?.status === 401) return { data: null }
        if (result.error) return { error: result.error }
        return { data: result.data as User }
      },
      extraOptions: { maxRetries: 2 },
      keepUnusedDataFor: FIVE_MINUTES_IN_SECONDS,
      providesTags: ['CurrentUser'],
    }),
  }),
})

export const { useGetCurrentUserQuery } = authApi
