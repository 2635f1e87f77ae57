package choose_test

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/internal/choose"
)

type greeter interface{ Greet() string }

type english struct{}

func (*english) Greet() string { return "hello" }

func options(built *[]string, failure error) []choose.Option[greeter] {
	build := func(name string) func() (greeter, error) {
		return func() (greeter, error) {
			*built = append(*built, name)
			var g *english // a typed nil, as a failing constructor returns
			if failure != nil {
				return g, failure
			}
			return &english{}, nil
		}
	}
	return []choose.Option[greeter]{
		{Name: "en", Build: build("en"), Ready: "greeter ready", Log: []any{"formal", false}},
		{Name: "de", Build: build("de"), Ready: "greeter ready"},
	}
}

func TestOneBuildsOnlyTheNamedOptionAndLogsIt(t *testing.T) {
	var built []string
	var logged bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))

	g, err := choose.One("greeting.provider", "en", logger, options(&built, nil))

	require.NoError(t, err)
	assert.Equal(t, "hello", g.Greet())
	assert.Equal(t, []string{"en"}, built)
	assert.Equal(t, "level=INFO msg=\"greeter ready\" provider=en formal=false\n", logged.String())
}

func TestOneReturnsANilInterfaceWhenBuildingFails(t *testing.T) {
	var built []string
	failure := errors.New("no words")

	g, err := choose.One("greeting.provider", "de", slog.New(slog.DiscardHandler), options(&built, failure))

	assert.ErrorIs(t, err, failure)
	assert.True(t, g == nil, "a nil interface, not a typed nil pointer")
}

func TestOneNamesTheChoices(t *testing.T) {
	var built []string

	g, err := choose.One("greeting.provider", "fr", slog.New(slog.DiscardHandler), options(&built, nil))

	assert.Nil(t, g)
	assert.Empty(t, built)
	assert.EqualError(t, err, fmt.Sprintf("greeting.provider %q is not valid; choose one of en, de", "fr"))
}

type closing struct{ err error }

func (c *closing) Close() error { return c.err }

func TestClosingClosesWhatHoldsSomethingToClose(t *testing.T) {
	var logged bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))

	choose.Closing(&english{}, logger, "closing the greeter")()
	choose.Closing(nil, logger, "closing the greeter")()
	choose.Closing(&closing{}, logger, "closing the greeter")()
	assert.Empty(t, logged.String(), "nothing to close, or closed without a failure")

	choose.Closing(&closing{err: errors.New("broken pipe")}, logger, "closing the greeter")()
	assert.Equal(t, "level=WARN msg=\"closing the greeter\" error=\"broken pipe\"\n", logged.String())
}
