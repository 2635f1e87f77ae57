import { authApi } from './api'
import type { User } from './types'

type Patch = ReturnType<typeof authApi.util.updateQueryData>
type Invalidate = ReturnType<typeof authApi.util.invalidateTags>

interface SaveLifecycle {
  dispatch: {
    (patch: Patch): { undo: () => void }
    (invalidate: Invalidate): unknown
  }
  queryFulfilled: Promise<unknown>
}

/**
 * Shows saved user flags (preference toggles) at once and takes them back if the server refuses:
 * the onQueryStarted of every mutation that changes them. Once saved, the user is read again: a
 * read that started before the click and answers after it would otherwise show the old value
 * until the next one.
 */
export async function showUserFlagsWhileSaving(flags: Partial<User>, { dispatch, queryFulfilled }: SaveLifecycle) {
  const patch = dispatch(
    authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
      if (user) Object.assign(user, flags)
    }),
  )
  try {
    await queryFulfilled
  } catch {
    patch.undo()
    return
  }
  dispatch(authApi.util.invalidateTags(['CurrentUser']))
}
