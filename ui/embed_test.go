package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPagePathsAreTheAppsAbsolutePaths(t *testing.T) {
	paths, err := PagePaths()
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, path := range paths {
		assert.Regexp(t, `^/[a-z/-]*$`, path)
		assert.False(t, seen[path], "%s is listed once", path)
		seen[path] = true
	}
	for _, path := range []string{"/", "/login", "/profile", "/admin", "/admin/jobs", "/reset-password"} {
		assert.True(t, seen[path], "%s is listed", path)
	}
}
