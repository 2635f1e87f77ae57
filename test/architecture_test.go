// Package test holds cross-cutting tests: the dependency rule and the whole app over HTTP.
package test

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/radscribe/radscribe"

// rules are the dependency rule of the architecture (docs/decisions.md): what each layer may not import, directly
// or through anything it imports.
var rules = []struct {
	layer     string
	forbidden func(pkg string) bool
	why       string
}{
	{
		layer:     "domain",
		forbidden: func(pkg string) bool { return !isStandardLibrary(pkg) && !strings.HasPrefix(pkg, module+"/domain") },
		why:       "domain/ uses the standard library and other domain packages only",
	},
	{
		layer: "application",
		forbidden: func(pkg string) bool {
			return strings.HasPrefix(pkg, module+"/adapters") || strings.HasPrefix(pkg, "github.com/gin-gonic/") ||
				strings.HasPrefix(pkg, "gorm.io/") || strings.HasPrefix(pkg, "github.com/riverqueue/") || pkg == module+"/config" ||
				strings.HasPrefix(pkg, "github.com/prometheus/")
		},
		why: "application/ knows ports and domain, never adapters, gin, gorm, River, Prometheus or the configuration",
	},
	{
		layer: "ports",
		forbidden: func(pkg string) bool {
			return strings.HasPrefix(pkg, module+"/adapters") || strings.HasPrefix(pkg, module+"/application")
		},
		why: "ports/ declares interfaces over domain types and imports no adapter",
	},
}

func TestDependencyRule(t *testing.T) {
	for _, rule := range rules {
		t.Run(rule.layer, func(t *testing.T) {
			for pkg, deps := range dependencies(t, module+"/"+rule.layer+"/...") {
				for _, dep := range deps {
					if rule.forbidden(dep) {
						t.Errorf("%s imports %s: %s", pkg, dep, rule.why)
					}
				}
			}
		})
	}
}

func TestRulesCatchViolations(t *testing.T) {
	violations := map[string]string{
		"domain":      "github.com/google/uuid",
		"application": module + "/adapters/store",
		"ports":       module + "/adapters/http",
	}
	for _, rule := range rules {
		if !rule.forbidden(violations[rule.layer]) {
			t.Errorf("the %s rule lets %s through", rule.layer, violations[rule.layer])
		}
	}
	if !rules[1].forbidden("github.com/prometheus/client_golang/prometheus") {
		t.Error("the application rule lets Prometheus through: metrics belong in adapters")
	}
	if rules[0].forbidden("strings") || rules[0].forbidden(module+"/domain/lang") {
		t.Error("the domain rule refuses the standard library or domain itself")
	}
}

// dependencies lists, per package matching pattern, every package it depends on transitively.
func dependencies(t *testing.T, pattern string) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`, pattern)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v\n%s", pattern, err, stderr.String())
	}
	result := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if len(fields) > 0 {
			result[fields[0]] = fields[1:]
		}
	}
	return result
}

// isStandardLibrary relies on the convention that only standard packages lack a dot in their
// first path element.
func isStandardLibrary(pkg string) bool {
	first, _, _ := strings.Cut(pkg, "/")
	return !strings.Contains(first, ".")
}
