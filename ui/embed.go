// Package ui embeds the built single-page app (ui/dist) into the binary.
package ui

import (
	"embed"
	"io/fs"
)

// dist holds the output of the UI build; dist/.gitkeep keeps the directory, and so the Go
// build, present before the UI has been built.
//
//go:embed all:dist
var dist embed.FS

// Files returns the built UI with dist/ as its root.
func Files() (fs.FS, error) {
	return fs.Sub(dist, "dist")
}
