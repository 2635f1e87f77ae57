package stripemocktest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// binary finds stripe-mock on PATH or where `go install` puts it (GOBIN, else GOPATH/bin),
// which need not be on PATH.
func binary() (string, error) {
	if path, err := exec.LookPath("stripe-mock"); err == nil {
		return path, nil
	}
	for _, dir := range goInstallDirs() {
		if path := filepath.Join(dir, "stripe-mock"); isExecutable(path) {
			return path, nil
		}
	}
	return "", errors.New("stripe-mock is not on PATH, in GOBIN or in GOPATH/bin")
}

// goInstallDirs asks the go command, which also knows settings made with `go env -w`.
func goInstallDirs() []string {
	out, err := exec.Command("go", "env", "GOBIN", "GOPATH").Output()
	if err != nil {
		return nil
	}
	// One line each, GOBIN's empty when unset: the output is not trimmed before splitting.
	gobin, gopath, _ := strings.Cut(string(out), "\n")
	var dirs []string
	if gobin = strings.TrimSpace(gobin); gobin != "" {
		dirs = append(dirs, gobin)
	}
	for _, dir := range filepath.SplitList(strings.TrimSpace(gopath)) {
		if dir != "" {
			dirs = append(dirs, filepath.Join(dir, "bin"))
		}
	}
	return dirs
}

func isExecutable(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular() && info.Mode().Perm()&0o111 != 0
}
