export const GOOGLE_SIGN_IN_URL = '/api/login/google'

export const GOOGLE_DISABLED_MESSAGE = 'Google sign-in is not enabled on this server.'

// What /api/login/google reports back as /login?error=<code>.
const errorsByCode: Record<string, string> = {
  google_failed: 'Google sign-in failed. Please try again.',
  google_email_unverified:
    "Your Google account's e-mail address is not verified, so it cannot be linked to an existing account.",
  google_disabled: GOOGLE_DISABLED_MESSAGE,
  google_cancelled: 'Google sign-in was cancelled.',
}

export function googleSignInError(code: string | null): string | undefined {
  if (code === null) return undefined
  return errorsByCode[code] ?? errorsByCode.google_failed
}
