import { baseApi } from '../../api/baseApi'
import { listTags } from '../../api/listTags'
import type { Macro, MacroImportResult, MacroInput } from './types'

export const macrosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Macro', 'SharedMacro'] }).injectEndpoints({
  endpoints: (build) => ({
    getMacros: build.query<Macro[], void>({
      query: () => 'macros',
      providesTags: (macros = []) => listTags('Macro', macros),
    }),
    createMacro: build.mutation<Macro, MacroInput>({
      query: (body) => ({ url: 'macros', method: 'POST', body }),
      invalidatesTags: [{ type: 'Macro', id: 'LIST' }],
    }),
    updateMacro: build.mutation<Macro, MacroInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `macros/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Macro', id }, { type: 'Macro', id: 'LIST' }],
    }),
    deleteMacro: build.mutation<unknown, string>({
      query: (id) => ({ url: `macros/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Macro', id }, { type: 'Macro', id: 'LIST' }],
    }),
    importMacros: build.mutation<MacroImportResult, unknown>({
      query: (body) => ({ url: 'macros/import', method: 'POST', body }),
      invalidatesTags: [{ type: 'Macro', id: 'LIST' }],
    }),
    // The shared macros, kept by admins. Their own tag keeps this list apart from the user's;
    // a change also refreshes the user's list, which shows the shared macros beside their own.
    getSharedMacros: build.query<Macro[], void>({
      query: () => 'admin/macros',
      providesTags: (macros = []) => listTags('SharedMacro', macros),
    }),
    createSharedMacro: build.mutation<Macro, MacroInput>({
      query: (body) => ({ url: 'admin/macros', method: 'POST', body }),
      invalidatesTags: [{ type: 'SharedMacro', id: 'LIST' }, { type: 'Macro', id: 'LIST' }],
    }),
    updateSharedMacro: build.mutation<Macro, MacroInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/macros/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SharedMacro', id },
        { type: 'SharedMacro', id: 'LIST' },
        { type: 'Macro', id: 'LIST' },
      ],
    }),
    // The file of a user's export, into the shared macros.
    importSharedMacros: build.mutation<MacroImportResult, unknown>({
      query: (body) => ({ url: 'admin/macros/import', method: 'POST', body }),
      invalidatesTags: [{ type: 'SharedMacro', id: 'LIST' }, { type: 'Macro', id: 'LIST' }],
    }),
    deleteSharedMacro: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/macros/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'SharedMacro', id },
        { type: 'SharedMacro', id: 'LIST' },
        { type: 'Macro', id: 'LIST' },
      ],
    }),
  }),
})

export const {
  useGetMacrosQuery,
  useCreateMacroMutation,
  useUpdateMacroMutation,
  useDeleteMacroMutation,
  useImportMacrosMutation,
  useGetSharedMacrosQuery,
  useCreateSharedMacroMutation,
  useUpdateSharedMacroMutation,
  useImportSharedMacrosMutation,
  useDeleteSharedMacroMutation,
} = macrosApi
