import { errorMessage } from '../../api/baseApi'

function isUnreadableBody(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 'PARSING_ERROR'
}

// Why a reset link was refused, worded as spec 000 section 8 asks.
export function resetTokenError(error: unknown): string {
  if (isUnreadableBody(error)) return 'Unknown error'
  return errorMessage(error, 'Invalid or expired reset token')
}
