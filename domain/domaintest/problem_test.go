package domaintest

import (
	"errors"
	"fmt"
	"testing"
)

type problem string

func (p problem) Error() string { return string(p) }

// failures records what AssertProblem reports instead of failing the test.
type failures struct {
	testing.TB
	got []string
}

func (f *failures) Helper() {}

func (f *failures) Fatalf(format string, args ...any) {
	f.got = append(f.got, fmt.Sprintf(format, args...))
}

func TestAssertProblem(t *testing.T) {
	for _, tc := range []struct {
		name  string
		err   error
		want  string
		fails bool
	}{
		{"no error expected and none", nil, "", false},
		{"the problem expected", problem("Name is required"), "Name is required", false},
		{"a wrapped problem", fmt.Errorf("save: %w", problem("Name is required")), "Name is required", false},
		{"another problem", problem("Name is too long"), "Name is required", true},
		{"an error that is no problem", errors.New("Name is required"), "Name is required", true},
		{"no error where a problem is expected", nil, "Name is required", true},
		{"an error where none is expected", problem("Name is required"), "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &failures{TB: t}
			AssertProblem[problem](f, tc.err, tc.want)
			if failed := len(f.got) > 0; failed != tc.fails {
				t.Errorf("failed = %v (%v), want %v", failed, f.got, tc.fails)
			}
		})
	}
}
