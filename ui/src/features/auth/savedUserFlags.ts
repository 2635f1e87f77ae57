import { authApi } from './api'
import type { User } from './types'

type Patch = ReturnType<typeof authApi.util.updateQueryData>

interface SaveLifecycle {
  dispatch: (patch: Patch) => { undo: () => void }
  queryFulfilled: Promise<unknown>
}

/**
 * Shows saved user flags (preference toggles) at once and takes them back if the server refuses:
 * the onQueryStarted of every mutation that changes them.
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
  }
}
