package account

import "time"

// The throttling of the sign-in endpoints, all in one place (docs/operations.md, "Accounts and
// sign-in"; docs/decisions.md, "Throttling sign-in without locking owners out"). Limits keyed
// by a client address or by an address and an account refuse with 429. Anyone can send requests
// naming any account, from as many addresses as they like, so what is keyed by the account
// alone (its budget of failures and its growing delay) applies only to browsers that have not
// signed in to it before (KnownDevice): guessing from many addresses is stopped, and the owner
// signs in from their own browser without waiting. Only a failure counts; a success clears the
// account's streak, and so does a password reset (which proves the mailbox).
// Every key that names an account is the e-mail address as typed, normalised, whether or not
// it has an account, so that no answer tells which addresses do.

// Budget is how many attempts one key may use in a window that opens with its first attempt.
type Budget struct {
	Attempts int
	Window   time.Duration
}

// Sign-in with a password: failures only count (a success gives its attempt back).
var (
	// SignInFailuresPerAddress allows a practice behind one address many colleagues' typos.
	SignInFailuresPerAddress = Budget{Attempts: 30, Window: 15 * time.Minute}
	// SignInFailuresPerAddressAndAccount stops one address guessing one account's password.
	SignInFailuresPerAddressAndAccount = Budget{Attempts: 10, Window: 15 * time.Minute}
)

// SignInFailuresPerAccount is the account's budget across every address, spent only by
// browsers the account does not know; beyond it they are refused with 429 until the window
// ends, while known browsers and password resets still work.
var SignInFailuresPerAccount = Budget{Attempts: 10, Window: 15 * time.Minute}

// SignInSlowDown is the account's own throttle: every attempt from a browser the account does
// not know, at an account whose last failures, from any address, came without a success in
// between, waits before its answer.
var SignInSlowDown = SlowDown{Free: 3, First: time.Second, Max: 4 * time.Second, Memory: time.Hour}

// Verification codes: a code's wrong attempts are counted per address (failures only) and
// per e-mail address. The per-address count refuses with 429; the per-e-mail one ends in
// ErrCodeLocked until a new code is sent, the same for every address (the code itself also
// dies after MaxCodeAttempts, VerificationCode.Check).
var (
	CodeFailuresPerAddress = Budget{Attempts: 30, Window: 15 * time.Minute}
	CodeFailuresPerEmail   = Budget{Attempts: MaxCodeAttempts, Window: CodeTTL}
)

// Mailing codes: one per e-mail address per ResendCooldown, whoever asks (a refusal says how
// long to wait, for every address alike); resend requests per address; sign-ups per address.
var (
	CodeMailsPerEmail       = Budget{Attempts: 1, Window: ResendCooldown}
	CodeResendsPerAddress   = Budget{Attempts: 10, Window: time.Hour}
	RegistrationsPerAddress = Budget{Attempts: 10, Window: time.Hour}
)

// Password-reset mails: the asking address is refused with 429 beyond its budgets; beyond
// the account's own, the answer stays the same and no mail goes out, so strangers can
// neither lock the owner out nor flood the inbox; each of the mails sent still holds a link
// that works for ResetTokenTTL.
var (
	ResetRequestsPerAddress           = Budget{Attempts: 10, Window: time.Hour}
	ResetRequestsPerAddressAndAccount = Budget{Attempts: 3, Window: time.Hour}
	ResetMailsPerAccount              = Budget{Attempts: 5, Window: ResetTokenTTL}
)

// SlowDown is a growing delay: after Free consecutive failures each attempt waits First,
// doubled with every further failure up to Max. The streak is forgotten after a success, or
// Memory after its first failure.
type SlowDown struct {
	Free   int
	First  time.Duration
	Max    time.Duration
	Memory time.Duration
}

// Delay is the wait of an attempt that follows failures consecutive failures.
func (s SlowDown) Delay(failures int) time.Duration {
	if failures < s.Free {
		return 0
	}
	delay := s.First
	for range failures - s.Free {
		if delay >= s.Max {
			break
		}
		delay *= 2
	}
	return min(delay, s.Max)
}
