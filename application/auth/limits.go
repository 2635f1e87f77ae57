package auth

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// The rate limiter's keys; the budgets they are spent against are the domain's
// (domain/account/throttle.go). A key that names an account names its e-mail address,
// normalised, whether or not an account has it, so the answers are alike for every address.
const (
	keyLoginAddress         = "login:ip:"
	keyLoginAddressAccount  = "login:ip+email:"
	keyLoginStreak          = "login:email:"
	keyLoginAccount         = "login:account:"
	keyRegisterAddress      = "register:ip:"
	keyVerifyAddress        = "verify:ip:"
	keyVerifyEmail          = "verify:email:"
	keyCodeEmail            = "code:email:"
	keyCodeAddressEmail     = "code:ip+email:"
	keyCodeAddress          = "code:ip:"
	keyForgotAddress        = "forgot:ip:"
	keyForgotAddressAccount = "forgot:ip+email:"
	keyForgotAccount        = "forgot:email:"
)

// noAccount is an account id no account has. A request about an address without an account
// looks its code up under it, so that it does the same work as for one with an account.
const noAccount = "00000000-0000-0000-0000-000000000000"

// msgLimiterDown answers when the rate limiter cannot be asked.
const msgLimiterDown = "Please try again in a moment."

// limit is one budget of one key.
type limit struct {
	key    string
	budget account.Budget
}

// addressAndAccount is the key part of a client address and an e-mail address together;
// neither contains a space.
func addressAndAccount(client Client, email string) string { return client.IP + " " + email }

// attempt is what one request took from its budgets, to give back if it turns out not to
// count.
type attempt []string

// take spends one attempt of each limit in turn. When one is spent, it gives back those taken
// before and answers 429 with how long to wait.
func (s *Service) take(ctx context.Context, limits ...limit) (attempt, error) {
	var taken attempt
	for _, l := range limits {
		ok, wait, err := s.limiter.Take(ctx, l.key, l.budget.Attempts, l.budget.Window)
		if err == nil && ok {
			taken = append(taken, l.key)
			continue
		}
		s.giveBack(ctx, taken)
		if err != nil {
			return nil, apperr.Wrap(apperr.Unavailable, msgLimiterDown, err)
		}
		return nil, apperr.TooMany(fmt.Sprintf(MsgTooManyAttempts, apperr.WaitText(wait)), wait)
	}
	return taken, nil
}

// giveBack returns the attempts of a request that did not count: a success, or a request
// that never reached the check it is counted for.
func (s *Service) giveBack(ctx context.Context, taken attempt) {
	for _, key := range taken {
		if err := s.limiter.Give(ctx, key); err != nil {
			s.logger.WarnContext(ctx, "rate limiter: give back", "error", err)
		}
	}
}

// countFailure adds one failure to key's streak, which lasts memory from its first failure.
func (s *Service) countFailure(ctx context.Context, key string, memory time.Duration) {
	if _, _, err := s.limiter.Take(ctx, key, math.MaxInt, memory); err != nil {
		s.logger.WarnContext(ctx, "rate limiter: count failure", "error", err)
	}
}

// forget clears key's count: a success ends a streak of failures.
func (s *Service) forget(ctx context.Context, key string) {
	if err := s.limiter.Reset(ctx, key); err != nil {
		s.logger.WarnContext(ctx, "rate limiter: reset", "error", err)
	}
}

// slowDown holds the request for the delay the failures counted under key earn.
func (s *Service) slowDown(ctx context.Context, key string, policy account.SlowDown) error {
	failures, err := s.limiter.Count(ctx, key)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, msgLimiterDown, err)
	}
	if delay := policy.Delay(failures); delay > 0 {
		return s.waiter.Wait(ctx, delay)
	}
	return nil
}

// takeCodeSend enforces the time between two codes to one address, whoever asks and whether
// or not it has an account. A code that may go out starts a fresh count of wrong attempts,
// for every address alike, as the account's new code starts its own. Its refusal is told only
// to whoever proved the account's password (refuseUnverified).
func (s *Service) takeCodeSend(ctx context.Context, email string) error {
	if err := s.cooldown(ctx, keyCodeEmail+email); err != nil {
		return err
	}
	s.forget(ctx, keyVerifyEmail+email)
	return nil
}

// takeCodeRequest enforces the time between two codes one client asks for one address, and
// says how long to wait. It is the only wait a client is told about: the address's own
// cooldown (takeCodeSend) is silent, since others' requests spend it.
func (s *Service) takeCodeRequest(ctx context.Context, email string, client Client) error {
	return s.cooldown(ctx, keyCodeAddressEmail+addressAndAccount(client, email))
}

// cooldown allows one code per ResendCooldown under key and says how long to wait.
func (s *Service) cooldown(ctx context.Context, key string) error {
	budget := account.CodeMailsPerEmail
	ok, wait, err := s.limiter.Take(ctx, key, budget.Attempts, budget.Window)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, msgLimiterDown, err)
	}
	if !ok {
		return apperr.TooMany(fmt.Sprintf(MsgResendWait, int(math.Ceil(wait.Seconds()))), wait)
	}
	return nil
}
