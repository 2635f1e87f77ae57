//go:build wireinject

package radscribe

import (
	"context"
	"log/slog"

	"github.com/google/wire"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/web"
	"github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ui"
)

// InitializeServer assembles the whole application from the configuration.
func InitializeServer(ctx context.Context, cfg *config.Config, logger *slog.Logger) (*httpadapter.Server, func(), error) {
	wire.Build(
		wire.FieldsOf(new(*config.Config), "HTTP", "Database", "Company"),
		store.Set,
		system.NewService,
		ui.Files,
		web.Set,
		httpadapter.Set,
	)
	return nil, nil, nil
}
