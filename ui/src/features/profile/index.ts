// The profile feature's toasts, which every signed-in page uses.
export { isUnauthorized, ToastScope, useToasts } from './toasts'
