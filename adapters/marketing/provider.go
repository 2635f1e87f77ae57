// Package marketing chooses the e-mail marketing service named by the configuration.
package marketing

import (
	"cmp"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/adapters/marketing/brevo"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.ContactSync from config.Marketing.
var Set = wire.NewSet(New)

// New builds Brevo only when marketing.provider names it. With none it returns a nil sync:
// the admins' Brevo page and routes then say that the sync is not configured, and no
// automatic sync is queued.
func New(cfg config.Marketing, logger *slog.Logger) (ports.ContactSync, error) {
	return choose.One("marketing.provider", cmp.Or(cfg.Provider, config.MarketingProviderNone), logger, []choose.Option[ports.ContactSync]{
		{
			Name:  config.MarketingProviderNone,
			Build: func() (ports.ContactSync, error) { return nil, nil },
			Ready: "e-mail marketing sync off",
		},
		{
			Name:  config.MarketingProviderBrevo,
			Build: func() (ports.ContactSync, error) { return brevo.New(cfg.Brevo) },
			Ready: "e-mail marketing sync ready",
			Log:   []any{"base_url", cfg.Brevo.BaseURL, "list_ids", cfg.Brevo.ListIDs},
		},
	})
}
