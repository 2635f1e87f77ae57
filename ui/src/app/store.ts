import { combineSlices, configureStore, type WithSlice } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { baseApi } from '../api/baseApi'
import type { dictationSlice } from '../features/dictation'
import { externalTranscriptSlice, reportSlice, templateSelectionSlice } from '../features/report'

// The slices of features that pages load later inject themselves when they load (dictation), so
// the first page does not load their code.
export const rootReducer = combineSlices(
  baseApi,
  templateSelectionSlice,
  reportSlice,
  externalTranscriptSlice,
).withLazyLoadedSlices<WithSlice<typeof dictationSlice>>()

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
})

// Enables refetchOnFocus / refetchOnReconnect for the queries that ask for them.
setupListeners(store.dispatch)

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch
