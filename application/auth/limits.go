package auth

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// limit is one rate-limit budget.
type limit struct {
	prefix string
	count  int
	window time.Duration
}

// The budgets. Per account: a wrong-password streak is stopped after 10 tries in 15 minutes
// whatever the IP; per IP: generous enough for a practice behind one address.
var (
	limitLoginIP       = limit{"login:ip:", 30, 15 * time.Minute}
	limitLoginAccount  = limit{"login:account:", 10, 15 * time.Minute}
	limitRegisterIP    = limit{"register:ip:", 10, time.Hour}
	limitVerifyIP      = limit{"verify:ip:", 30, 15 * time.Minute}
	limitCodeEmail     = limit{"code:email:", 1, account.ResendCooldown}
	limitCodeIP        = limit{"code:ip:", 10, time.Hour}
	limitForgotIP      = limit{"forgot:ip:", 10, time.Hour}
	limitForgotAccount = limit{"forgot:account:", 3, time.Hour}
)

// take spends one attempt; when the budget is spent it answers 429 with how long to wait.
func (s *Service) take(ctx context.Context, l limit, key string) error {
	ok, wait, err := s.limiter.Take(ctx, l.prefix+key, l.count, l.window)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	if !ok {
		return apperr.New(apperr.RateLimited, fmt.Sprintf(MsgTooManyAttempts, humanWait(wait)))
	}
	return nil
}

// takeCodeSend enforces the 60 s between two codes to one address.
func (s *Service) takeCodeSend(ctx context.Context, email string) error {
	ok, wait, err := s.limiter.Take(ctx, limitCodeEmail.prefix+email, limitCodeEmail.count, limitCodeEmail.window)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	if !ok {
		return apperr.New(apperr.RateLimited, fmt.Sprintf(MsgResendWait, int(math.Ceil(wait.Seconds()))))
	}
	return nil
}

func humanWait(d time.Duration) string {
	if minutes := int(math.Ceil(d.Minutes())); minutes > 1 {
		return fmt.Sprintf("%d minutes", minutes)
	}
	if seconds := int(math.Ceil(d.Seconds())); seconds > 1 {
		return fmt.Sprintf("%d seconds", seconds)
	}
	return "a moment"
}
