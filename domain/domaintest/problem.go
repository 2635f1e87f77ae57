// Package domaintest holds what the domain packages' tests share. Only tests import it.
package domaintest

import (
	"errors"
	"testing"
)

// AssertProblem fails t unless err is a P (a package's Problem) that reads want; an empty want
// expects no error at all.
func AssertProblem[P error](t testing.TB, err error, want string) {
	t.Helper()
	if want == "" {
		if err != nil {
			t.Fatalf("unexpected %v", err)
		}
		return
	}
	var p P
	if !errors.As(err, &p) || p.Error() != want {
		t.Fatalf("got %v, want %q", err, want)
	}
}
