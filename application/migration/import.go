package migration

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Record is one account to import, as the export of the previous hosting lists it.
type Record struct {
	// Line is where the record is in its file, for the summary.
	Line         int
	ID           string
	Email        string
	FirstName    string
	LastName     string
	AuthProvider string
}

// Summary counts what an import did; Errors has one message per refused record.
type Summary struct {
	Created   int
	Unchanged int
	Errors    []string
}

// maxName bounds an imported first or last name.
const maxName = 100

// validID accepts the ids of the previous hosting: letters, digits, hyphens and underscores.
var validID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,36}$`)

// Import brings the accounts of the previous sign-in provider in, without a password and
// unverified (setting a password verifies the address). It is idempotent: an address that
// already has an account is left as it is and counted unchanged, so the same file can be
// imported again.
func (s *Service) Import(ctx context.Context, records []Record) (Summary, error) {
	summary := Summary{Errors: []string{}}
	for _, r := range records {
		created, err := s.importOne(ctx, r)
		var refused refusal
		switch {
		case errors.As(err, &refused):
			summary.Errors = append(summary.Errors, fmt.Sprintf("line %d: %s", r.Line, refused))
		case err != nil:
			return summary, fmt.Errorf("line %d: %w", r.Line, err)
		case created:
			summary.Created++
		default:
			summary.Unchanged++
		}
	}
	return summary, nil
}

// refusal is a record that cannot be imported as it is.
type refusal string

func (r refusal) Error() string { return string(r) }

func (s *Service) importOne(ctx context.Context, r Record) (bool, error) {
	email := account.NormalizeEmail(strings.TrimSpace(r.Email))
	if !account.ValidEmail(email) {
		return false, refusal(fmt.Sprintf("%q is not an e-mail address", r.Email))
	}
	provider := strings.ToLower(strings.TrimSpace(r.AuthProvider))
	if provider != "" && provider != string(account.ProviderReplit) {
		return false, refusal(fmt.Sprintf("authProvider %q is not replit; only accounts of the previous sign-in provider are imported", r.AuthProvider))
	}
	first, last := strings.TrimSpace(r.FirstName), strings.TrimSpace(r.LastName)
	if len([]rune(first)) > maxName || len([]rune(last)) > maxName {
		return false, refusal(fmt.Sprintf("names cannot exceed %d characters", maxName))
	}
	id := strings.TrimSpace(r.ID)
	if id != "" && !validID.MatchString(id) {
		return false, refusal(fmt.Sprintf("id %q must be 1 to 36 letters, digits, hyphens or underscores", r.ID))
	}
	if _, err := s.users.ByEmail(ctx, email); err == nil {
		return false, nil
	} else if !errors.Is(err, ports.ErrNotFound) {
		return false, err
	}
	if id == "" {
		var err error
		if id, err = s.ids.NewID(); err != nil {
			return false, err
		}
	} else if _, err := s.users.ByID(ctx, id); err == nil {
		return false, refusal(fmt.Sprintf("id %q already belongs to another account", id))
	} else if !errors.Is(err, ports.ErrNotFound) {
		return false, err
	}
	user := account.User{
		ID: id, Email: email, FirstName: first, LastName: last, Role: account.RoleUser,
		PreferredLanguage: account.DefaultLanguage, AuthProvider: account.ProviderReplit,
		PreviousProvider: account.ProviderReplit, CreatedAt: s.clock.Now(),
	}
	if err := s.users.Create(ctx, user); err != nil {
		if errors.Is(err, ports.ErrConflict) {
			return false, refusal("the e-mail address or id is already taken")
		}
		return false, err
	}
	return true, nil
}
