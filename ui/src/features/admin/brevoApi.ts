import { baseApi } from '../../api/baseApi'

// A Brevo contact list (spec 001 section 3).
export interface BrevoList {
  id: number
  name: string
  totalSubscribers: number
}

// A sync of every user: finished, or still running as a background job (HTTP 202) whose
// progress is read from statusUrl.
export interface SyncRun {
  runId: string
  status: 'running' | 'finished'
  successful: number
  failed: number
  done: number
  totalUsers: number
  lastError?: string
  statusUrl: string
}

export interface SyncRequest {
  listIds?: number[]
}

// The migration of the previous sign-in provider's accounts (spec 001 section 3).
export interface MigrationStatus {
  totalUsers: number
  replitUsers: number
  migratedUsers: number
  pendingMigration: number
}

export interface MigrationResults {
  success: number
  failed: number
  errors: string[]
}

// How often the migration status is read again while the page is open (spec 001 section 9).
export const MIGRATION_STATUS_POLL_MS = 5000
// How often a running sync of every user is asked for its progress.
export const SYNC_PROGRESS_POLL_MS = 2000

const api = baseApi.enhanceEndpoints({ addTagTypes: ['BrevoList', 'MigrationStatus'] })

export const brevoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrevoLists: build.query<BrevoList[], void>({
      query: () => 'admin/brevo/lists',
      providesTags: [{ type: 'BrevoList', id: 'LIST' }],
    }),
    createBrevoList: build.mutation<BrevoList, string>({
      query: (name) => ({ url: 'admin/brevo/lists', method: 'POST', body: { name } }),
      invalidatesTags: [{ type: 'BrevoList', id: 'LIST' }],
    }),
    syncAllUsers: build.mutation<SyncRun, SyncRequest>({
      query: (body) => ({ url: 'admin/brevo/sync-all-users', method: 'POST', body }),
      invalidatesTags: [{ type: 'BrevoList', id: 'LIST' }],
    }),
    getSyncRun: build.query<SyncRun, string>({
      query: (runId) => `admin/brevo/sync-runs/${encodeURIComponent(runId)}`,
    }),
    syncBrevoUser: build.mutation<unknown, { userId: string; listIds?: number[] }>({
      query: ({ userId, listIds }) => ({
        url: `admin/brevo/sync-user/${encodeURIComponent(userId)}`,
        method: 'POST',
        body: listIds === undefined ? {} : { listIds },
      }),
      invalidatesTags: [{ type: 'BrevoList', id: 'LIST' }],
    }),
    removeBrevoUser: build.mutation<unknown, string>({
      query: (email) => ({ url: `admin/brevo/remove-user/${encodeURIComponent(email)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'BrevoList', id: 'LIST' }],
    }),
    getBrevoContact: build.query<unknown, string>({
      query: (email) => `admin/brevo/contact/${encodeURIComponent(email)}`,
    }),
    getMigrationStatus: build.query<MigrationStatus, void>({
      query: () => 'admin/migration/status',
      providesTags: ['MigrationStatus'],
    }),
    startMigration: build.mutation<{ results: MigrationResults }, void>({
      query: () => ({ url: 'admin/migration/start', method: 'POST' }),
      invalidatesTags: ['MigrationStatus'],
    }),
  }),
})

export const {
  useGetBrevoListsQuery,
  useCreateBrevoListMutation,
  useSyncAllUsersMutation,
  useLazyGetSyncRunQuery,
  useSyncBrevoUserMutation,
  useRemoveBrevoUserMutation,
  useLazyGetBrevoContactQuery,
  useGetMigrationStatusQuery,
  useStartMigrationMutation,
} = brevoApi
