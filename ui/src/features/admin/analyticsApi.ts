import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query'
import { baseApi } from '../../api/baseApi'
import { feedbackQueryString, withQuery } from './feedbackFilters'
import type { AdminStats, AdminUser, ApiUsage, FeedbackFilters, FeedbackItem, FeedbackStats, TimeRange } from './types'

// How often the API usage figures are read again while shown (spec 001 section 9).
export const API_USAGE_REFRESH_MS = 30_000

// A failed request with the HTTP status text of its answer ('Internal Server Error'), which the
// feedback page shows after its message (spec 001 section 8).
export type ErrorWithStatusText = FetchBaseQueryError & { statusText: string }

function withStatusText(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ErrorWithStatusText {
  return { ...error, statusText: meta?.response?.statusText ?? '' }
}

// Admin analytics: figures only, nothing here changes the server, so nothing is tagged.
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => 'admin/stats',
    }),
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => 'admin/users',
    }),
    getApiUsage: build.query<ApiUsage, TimeRange>({
      query: (timeRange) => `admin/api-usage?timeRange=${timeRange}`,
    }),
    getFeedbackStats: build.query<FeedbackStats, FeedbackFilters>({
      query: (filters) => withQuery('admin/feedback/stats', feedbackQueryString(filters)),
      transformErrorResponse: withStatusText,
    }),
    getFeedback: build.query<FeedbackItem[], FeedbackFilters>({
      query: (filters) => withQuery('admin/feedback', feedbackQueryString(filters)),
      transformErrorResponse: withStatusText,
    }),
  }),
})

export const {
  useGetAdminStatsQuery,
  useGetAdminUsersQuery,
  useGetApiUsageQuery,
  useGetFeedbackStatsQuery,
  useGetFeedbackQuery,
} = analyticsApi
