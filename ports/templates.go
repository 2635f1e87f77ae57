package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/template"
)

// HTMLSanitizer keeps the formatting of template HTML and drops anything that can run.
type HTMLSanitizer interface {
	Sanitize(html string) string
	// SanitizeTokens is Sanitize with the tokens of what it returns, as document.Tokenise
	// would find them: a report sanitised is read without being tokenised again.
	SanitizeTokens(html string) document.Tokenised
}

// MasterTemplateRepository stores the default templates every user sees.
type MasterTemplateRepository interface {
	List(ctx context.Context) ([]template.Template, error)
	Create(ctx context.Context, t template.Template) error
	// Update loads the template, lets change modify it and saves it in one transaction.
	Update(ctx context.Context, id string, change func(*template.Template) error) (template.Template, error)
	Delete(ctx context.Context, id string) error
	// Stamp is a cheap summary of the default templates (their count and latest change) that
	// changes whenever one is added, changed or removed, whichever process did it.
	Stamp(ctx context.Context) (string, error)
	// Seed stores t unless seedKey was ever seeded before, even if that template has since
	// been edited or deleted; it reports whether t was stored.
	Seed(ctx context.Context, seedKey string, t template.Template) (bool, error)
}

// UserTemplateRepository stores users' own templates. Every method is scoped to the owner:
// another user's template is ErrNotFound.
type UserTemplateRepository interface {
	ListByOwner(ctx context.Context, ownerID string) ([]template.Template, error)
	// Add stores t if allowed, given the owner's current templates, permits it; the check and
	// the insert happen in one transaction so parallel requests cannot pass the limit.
	Add(ctx context.Context, t template.Template, allowed func(own []template.Template) error) error
	// Update changes the owner's template id in one transaction; change also sees the owner's
	// other templates.
	Update(ctx context.Context, ownerID, id string, change func(t *template.Template, own []template.Template) error) (template.Template, error)
	Delete(ctx context.Context, ownerID, id string) error
}
