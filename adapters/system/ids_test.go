package system

import (
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIDsAreRandomUUIDs(t *testing.T) {
	first, err := IDGenerator{}.NewID()
	require.NoError(t, err)
	second, err := IDGenerator{}.NewID()
	require.NoError(t, err)
	assert.NotEqual(t, first, second)
	parsed, err := uuid.Parse(first)
	require.NoError(t, err)
	assert.Equal(t, uuid.Version(4), parsed.Version())
}
