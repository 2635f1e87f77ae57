package riverjobs

import (
	"context"
	"log/slog"
)

// riverLogger is logger for River's own lines at warning level and above: failed jobs and
// trouble with the database. River's informational lines (job counts every few seconds while
// jobs run) would drown the request log.
func riverLogger(logger *slog.Logger) *slog.Logger {
	return slog.New(minLevel{Handler: logger.Handler(), level: slog.LevelWarn})
}

// minLevel passes on the records of its handler from level up.
type minLevel struct {
	slog.Handler
	level slog.Level
}

func (h minLevel) Enabled(ctx context.Context, level slog.Level) bool {
	return level >= h.level && h.Handler.Enabled(ctx, level)
}

func (h minLevel) WithAttrs(attrs []slog.Attr) slog.Handler {
	return minLevel{Handler: h.Handler.WithAttrs(attrs), level: h.level}
}

func (h minLevel) WithGroup(name string) slog.Handler {
	return minLevel{Handler: h.Handler.WithGroup(name), level: h.level}
}
