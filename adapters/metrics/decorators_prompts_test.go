package metrics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// promptlessWriter follows no prompts, as the builtin engine.
type promptlessWriter struct{ remoteWriter }

func (promptlessWriter) FollowsPrompts() bool { return false }

// The use cases skip reading prompts for a writer that follows none: timing it must keep that.
func TestATimedWriterStillSaysWhetherItFollowsPrompts(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)

	promptless, ok := registry.ReportWriter("builtin", promptlessWriter{}).(ports.PromptFollower)
	require.True(t, ok)
	assert.False(t, promptless.FollowsPrompts())

	following := registry.ReportWriter("openai", remoteWriter{}).(ports.PromptFollower)
	assert.True(t, following.FollowsPrompts(), "a writer that does not say follows them")
}
