// The signed-in user as other features see it.
export { authApi, useGetCurrentUserQuery } from './api'
export { showUserFlagsWhileSaving } from './savedUserFlags'
export type { User } from './types'
export { useAccessType } from './useAccessType'
