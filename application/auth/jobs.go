package auth

// The mail jobs of the sign-in use cases. Each names the account and nothing else: the worker
// reads the address and makes the code or link when it runs (deliver.go), so no secret is
// ever stored in a job, and a retry after a failed delivery mails a fresh one.

// SendVerificationCode mails a new verification code to an account waiting for verification.
type SendVerificationCode struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SendVerificationCode) Kind() string { return "send_verification_code" }

// SendPasswordResetLink mails a new password-reset link.
type SendPasswordResetLink struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SendPasswordResetLink) Kind() string { return "send_password_reset_link" }

// SendWelcome greets an account whose address was just verified.
type SendWelcome struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SendWelcome) Kind() string { return "send_welcome_mail" }

// SendAccountExists tells the owner of an address that someone tried to register it again.
type SendAccountExists struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SendAccountExists) Kind() string { return "send_account_exists_mail" }
