package test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fuzzFunction is a Go fuzz target's declaration.
var fuzzFunction = regexp.MustCompile(`(?m)^func (Fuzz\w+)\(\w+ \*testing\.F\)`)

// TestFuzzScriptListsEveryTarget: make fuzz runs what scripts/fuzz-targets.txt lists, so a fuzz
// target left out of it would never be fuzzed beyond its seeds, and a line naming a target that
// is gone would fail only when make fuzz runs.
func TestFuzzScriptListsEveryTarget(t *testing.T) {
	raw, err := os.ReadFile("../scripts/fuzz-targets.txt")
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, line := range strings.Split(string(raw), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			listed = append(listed, strings.Join(strings.Fields(line), " "))
		}
	}
	found := append(goFuzzTargets(t), fuzzTestFiles(t)...)
	for _, target := range found {
		if !slices.Contains(listed, target) {
			t.Errorf("scripts/fuzz-targets.txt lacks %q", target)
		}
	}
	for _, target := range listed {
		if !slices.Contains(found, target) {
			t.Errorf("scripts/fuzz-targets.txt lists %q, which does not exist", target)
		}
	}
	if len(found) == 0 {
		t.Error("no fuzz target found: the search is broken")
	}
}

// goFuzzTargets lists "go <package directory> <function>" for every Fuzz function in the module.
func goFuzzTargets(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || (strings.HasPrefix(d.Name(), ".") && path != "..")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir := "./" + filepath.ToSlash(filepath.Dir(strings.TrimPrefix(path, "../")))
		for _, m := range fuzzFunction.FindAllStringSubmatch(string(src), -1) {
			out = append(out, "go "+dir+" "+m[1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// fuzzTestFiles lists "vitest <file>" for every *.fuzz.test.ts of the web app.
func fuzzTestFiles(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("../ui/src", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".fuzz.test.ts") {
			out = append(out, "vitest "+filepath.ToSlash(strings.TrimPrefix(path, "../ui/")))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
