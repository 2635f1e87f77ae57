import { configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useDispatch, useSelector } from 'react-redux'
import { baseApi } from '../api/baseApi'
import { externalTranscriptSlice, reportSlice, templateSelectionSlice } from '../features/report'

export const store = configureStore({
  reducer: {
    [baseApi.reducerPath]: baseApi.reducer,
    [templateSelectionSlice.reducerPath]: templateSelectionSlice.reducer,
    [reportSlice.reducerPath]: reportSlice.reducer,
    [externalTranscriptSlice.reducerPath]: externalTranscriptSlice.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
})

// Enables refetchOnFocus / refetchOnReconnect for the queries that ask for them.
setupListeners(store.dispatch)

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
