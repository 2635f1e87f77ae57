import { baseApi } from '../../api/baseApi'
import { listTags } from '../../api/listTags'
import { authApi } from '../auth'
import type {
  MasterTemplate,
  MasterTemplateDraft,
  MrrtImported,
  MrrtImportRequest,
  TemplateFilters,
  UserTemplate,
  UserTemplateDraft,
} from './types'

const LIST = 'LIST'

export const templatesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MasterTemplate', 'UserTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // The default templates change only when an admin edits them (the mutations below
      // invalidate them), so the list is kept for the session. A fetch of it always asks the
      // browser's cache to revalidate ('no-cache': If-None-Match with the ETag it holds), so an
      // unchanged list costs a 304 without a body, whatever headers a proxy leaves.
      getMasterTemplates: build.query<MasterTemplate[], void>({
        query: () => ({ url: 'medical-templates', cache: 'no-cache' }),
        keepUnusedDataFor: Infinity,
        providesTags: (templates = []) => listTags('MasterTemplate', templates),
      }),
      createMasterTemplate: build.mutation<MasterTemplate, MasterTemplateDraft>({
        query: (body) => ({ url: 'medical-templates', method: 'POST', body }),
        invalidatesTags: [{ type: 'MasterTemplate', id: LIST }],
      }),
      updateMasterTemplate: build.mutation<MasterTemplate, MasterTemplateDraft & { id: string }>({
        query: ({ id, ...body }) => ({ url: `medical-templates/${id}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'MasterTemplate', id }],
        async onQueryStarted(_draft, { dispatch, queryFulfilled }) {
          keepSaved(dispatch, 'getMasterTemplates', await savedOrNothing(queryFulfilled))
        },
      }),
      deleteMasterTemplate: build.mutation<void, string>({
        query: (id) => ({ url: `medical-templates/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [
          { type: 'MasterTemplate', id },
          { type: 'MasterTemplate', id: LIST },
        ],
      }),
      importMasterTemplateMrrt: build.mutation<MrrtImported<MasterTemplate>, MrrtImportRequest>({
        query: (body) => ({ url: 'medical-templates/import/mrrt', method: 'POST', body }),
        invalidatesTags: [{ type: 'MasterTemplate', id: LIST }],
      }),
      getUserTemplates: build.query<UserTemplate[], void>({
        query: () => 'user-templates',
        providesTags: (templates = []) => listTags('UserTemplate', templates),
      }),
      createUserTemplate: build.mutation<UserTemplate, UserTemplateDraft>({
        query: (body) => ({ url: 'user-templates', method: 'POST', body }),
        invalidatesTags: [{ type: 'UserTemplate', id: LIST }],
      }),
      updateUserTemplate: build.mutation<UserTemplate, UserTemplateDraft & { id: string }>({
        query: ({ id, ...body }) => ({ url: `user-templates/${id}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'UserTemplate', id }],
        async onQueryStarted(_draft, { dispatch, queryFulfilled }) {
          keepSaved(dispatch, 'getUserTemplates', await savedOrNothing(queryFulfilled))
        },
      }),
      deleteUserTemplate: build.mutation<void, string>({
        query: (id) => ({ url: `user-templates/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [
          { type: 'UserTemplate', id },
          { type: 'UserTemplate', id: LIST },
        ],
      }),
      importUserTemplateMrrt: build.mutation<MrrtImported<UserTemplate>, MrrtImportRequest>({
        query: (body) => ({ url: 'user-templates/import/mrrt', method: 'POST', body }),
        invalidatesTags: [{ type: 'UserTemplate', id: LIST }],
      }),
      // The cached user keeps the filters too, so a later visit to the workspace starts from
      // what was chosen last rather than what the server said minutes ago.
      saveTemplateFilters: build.mutation<void, TemplateFilters>({
        query: (body) => ({ url: 'template-filters', method: 'PUT', body }),
        onQueryStarted(filters, { dispatch }) {
          dispatch(
            authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
              if (!user) return
              user.templateSearchTerm = filters.searchTerm
              user.templateModalityFilter = filters.modalityFilter
              user.templateLanguageFilter = filters.languageFilter
            }),
          )
        },
      }),
    }),
  })

// A saved template replaces its row in the cached list at once: the list's refetch after the
// save may still be on its way when the template is opened again, and the edit dialog must not
// show (and save back) what was there before.
async function savedOrNothing<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data
  } catch {
    return undefined // the caller shows the error
  }
}

function keepSaved(
  dispatch: (action: unknown) => unknown,
  list: 'getMasterTemplates' | 'getUserTemplates',
  saved: MasterTemplate | UserTemplate | undefined,
): void {
  if (!saved) return
  const replace = (rows: { id: string }[]) => {
    const at = rows.findIndex((row) => row.id === saved.id)
    if (at >= 0) rows[at] = saved
  }
  dispatch(
    list === 'getMasterTemplates'
      ? templatesApi.util.updateQueryData('getMasterTemplates', undefined, replace)
      : templatesApi.util.updateQueryData('getUserTemplates', undefined, replace),
  )
}

export const {
  useGetMasterTemplatesQuery,
  useCreateMasterTemplateMutation,
  useUpdateMasterTemplateMutation,
  useDeleteMasterTemplateMutation,
  useImportMasterTemplateMrrtMutation,
  useGetUserTemplatesQuery,
  useCreateUserTemplateMutation,
  useUpdateUserTemplateMutation,
  useDeleteUserTemplateMutation,
  useImportUserTemplateMrrtMutation,
  useSaveTemplateFiltersMutation,
} = templatesApi

// Where a template is downloaded as an IHE MRRT file (an attachment the browser saves).
export const mrrtExportUrl = (kind: 'master' | 'own', id: string) =>
  `/api/${kind === 'master' ? 'medical-templates' : 'user-templates'}/${encodeURIComponent(id)}/mrrt`
