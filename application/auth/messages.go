package auth

// Answers of the sign-in endpoints. Register, resend and forgot-password answer the same
// whether or not the address has an account, so nobody can probe for accounts.
const (
	MsgCodeSent            = "We sent a 6-digit verification code to your email."
	MsgCodeResent          = "If your account is waiting for verification, a new code is on its way."
	MsgResetSent           = "If an account exists for this email, we sent a link to reset your password."
	MsgPasswordReset       = "Your password has been updated."
	MsgInvalidCredentials  = "Invalid email or password"
	MsgEmailNotVerified    = "Please verify your email first. We sent you a new code."
	CodeEmailNotVerified   = "email_not_verified"
	MsgNotSignedIn         = "You are not signed in."
	MsgTooManyAttempts     = "Too many attempts. Please try again in %s."
	MsgResendWait          = "Please wait %d seconds before requesting a new code."
	MsgGoogleEmailUnverify = "Your Google account's e-mail address is not verified, so it cannot be linked to an existing account."
)

// MsgEmailNotVerifiedCodeRecent answers a sign-in to an unverified account within the resend
// cooldown, when no new code was sent.
const MsgEmailNotVerifiedCodeRecent = "Please verify your email first with the code we sent you a moment ago."
