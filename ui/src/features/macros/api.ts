import { baseApi } from '../../api/baseApi'
import type { Macro, MacroImportResult, MacroInput } from './types'

export const macrosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Macro'] }).injectEndpoints({
  endpoints: (build) => ({
    getMacros: build.query<Macro[], void>({
      query: () => 'macros',
      providesTags: (macros = []) => [
        { type: 'Macro', id: 'LIST' },
        ...macros.map(({ id }) => ({ type: 'Macro' as const, id })),
      ],
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
  }),
})

export const {
  useGetMacrosQuery,
  useCreateMacroMutation,
  useUpdateMacroMutation,
  useDeleteMacroMutation,
  useImportMacrosMutation,
} = macrosApi
