package riverjobs

import (
	"bytes"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRiversInformationalLinesStayOutOfTheLog(t *testing.T) {
	var out bytes.Buffer
	logger := riverLogger(slog.New(slog.NewTextHandler(&out, nil))).With("component", "river")

	logger.Info("producer: Producer job counts")
	logger.Warn("job errored", "error", "451 greylisted")

	assert.NotContains(t, out.String(), "job counts")
	assert.Contains(t, out.String(), "451 greylisted")
	assert.Contains(t, out.String(), "component=river")
}
