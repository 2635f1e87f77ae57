// Package ui embeds the built single-page app (ui/dist) into the binary, and the list of the
// app's page paths the server answers with status 200.
package ui

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
)

// dist holds the output of the UI build; dist/.gitkeep keeps the directory, and so the Go
// build, present before the UI has been built.
//
//go:embed all:dist
var dist embed.FS

// pagePaths is the list of paths the app's router shows a page at; the router is checked
// against it (src/app/routes.test.ts).
//
//go:embed src/app/pagePaths.json
var pagePaths []byte

// Files returns the built UI with dist/ as its root.
func Files() (fs.FS, error) {
	return fs.Sub(dist, "dist")
}

// PagePaths returns the paths the app shows a page at ("/", "/login", "/admin/jobs", ...). Any
// other path shows the app's 404 page, and the server answers it with status 404.
func PagePaths() ([]string, error) {
	var paths []string
	if err := json.Unmarshal(pagePaths, &paths); err != nil {
		return nil, fmt.Errorf("ui/src/app/pagePaths.json: %w", err)
	}
	return paths, nil
}
