package main

import (
	"io"
	"log/slog"

	"github.com/radscribe/radscribe/config"
)

func newLogger(cfg config.Log, out io.Writer) *slog.Logger {
	var level slog.Level
	// The value was validated by config.Load; an unknown one cannot reach here.
	_ = level.UnmarshalText([]byte(cfg.Level))
	options := &slog.HandlerOptions{Level: level}
	if cfg.Format == "json" {
		return slog.New(slog.NewJSONHandler(out, options))
	}
	return slog.New(slog.NewTextHandler(out, options))
}
