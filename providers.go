package radscribe

// Provider functions that adapt configuration values for wire.go.

import (
	"github.com/radscribe/radscribe/adapters/oauth/google"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
)

func authSettings(http config.HTTP, cfg config.Auth) auth.Settings {
	return auth.Settings{
		PublicURL:   http.PublicURL,
		AdminEmails: cfg.AdminEmails,
		Session:     account.SessionPolicy{Idle: cfg.Session.IdleTimeout, Absolute: cfg.Session.AbsoluteTimeout},
	}
}

func provideGoogle(cfg config.Google, http config.HTTP) (*google.Provider, error) {
	return google.New(cfg, http.PublicURL)
}
