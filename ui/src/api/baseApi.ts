import {
  createApi,
  fetchBaseQuery,
  retry,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'

// Retrying cannot fix "signed out" or "does not exist", so those are never retried.
const NEVER_RETRIED_STATUSES: ReadonlySet<FetchBaseQueryError['status']> = new Set([401, 404])

// Queries are not retried unless an endpoint opts in with `extraOptions: { maxRetries }`.
const retryingQuery = retry(fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }), {
  retryCondition: (error, _args, { attempt, extraOptions }) =>
    // extraOptions is undefined for endpoints that set none, whatever its type says.
    attempt <= ((extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? 0) &&
    // retry() types errors as unknown; the wrapped fetchBaseQuery only produces FetchBaseQueryError.
    !NEVER_RETRIED_STATUSES.has((error as FetchBaseQueryError).status),
})

// The server answers 402 to a user who has lost full access (a trial that ended while the app
// was open): the subscription status is read again, so the routes follow the server.
const baseQuery: typeof retryingQuery = async (args, api, extraOptions) => {
  const result = await retryingQuery(args, api, extraOptions)
  if (result.error?.status === 402) api.dispatch(baseApi.util.invalidateTags(['SubscriptionStatus']))
  return result
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CurrentUser', 'SiteInfo', 'SubscriptionStatus'],
  endpoints: () => ({}),
})

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message.trim() !== ''
  )
}

// The server answers errors as {"message": "..."}; a request that never reached it shows its own
// error text; anything else gets the caller's wording.
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback
  if ('data' in error && hasMessage(error.data)) return error.data.message
  const unreachable = 'status' in error && error.status === 'FETCH_ERROR'
  if (unreachable && 'error' in error && typeof error.error === 'string') {
    return error.error
  }
  return fallback
}
