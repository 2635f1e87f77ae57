import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

// The store's typed hooks, apart from app/store.ts: the store imports the slices of the features
// the first page needs (report), which read the store with these hooks. This file knows the
// store's types only, so importing it loads no slice and closes no cycle.
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
