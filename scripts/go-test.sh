#!/usr/bin/env bash
# Runs the Go tests. Repository contract tests run on SQLite always; when PostgreSQL answers at
# 127.0.0.1:5432 (or RADSCRIBE_TEST_POSTGRES_DSN is already set) they run there too, in a fresh
# database that is dropped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_host=${RADSCRIBE_TEST_POSTGRES_HOST:-127.0.0.1}
pg_port=${RADSCRIBE_TEST_POSTGRES_PORT:-5432}
pg_user=${RADSCRIBE_TEST_POSTGRES_USER:-$(id -un)}

if [ -z "${RADSCRIBE_TEST_POSTGRES_DSN:-}" ]; then
  if command -v psql >/dev/null && psql -h "$pg_host" -p "$pg_port" -U "$pg_user" -d test -qtAc 'SELECT 1' >/dev/null 2>&1; then
    db="radscribe_test_$(date +%s)_$$"
    psql -h "$pg_host" -p "$pg_port" -U "$pg_user" -d test -qc "CREATE DATABASE $db"
    trap 'psql -h "$pg_host" -p "$pg_port" -U "$pg_user" -d test -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null' EXIT
    export RADSCRIBE_TEST_POSTGRES_DSN="postgres://$pg_user@$pg_host:$pg_port/$db?sslmode=disable"
    echo "go-test: PostgreSQL contract tests use database $db"
  else
    echo "go-test: no PostgreSQL at $pg_host:$pg_port; PostgreSQL halves of the contract tests are skipped"
  fi
fi

# The Stripe adapter's tests find stripe-mock on PATH or where `go install` puts it.
gobin=$(go env GOBIN)
gobin=${gobin:-$(go env GOPATH | cut -d: -f1)/bin}
if ! command -v stripe-mock >/dev/null && [ ! -x "$gobin/stripe-mock" ]; then
  echo "go-test: no stripe-mock; the Stripe tests are skipped, or fail when CI is set (go install github.com/stripe/stripe-mock@v0.203.0)"
fi

# -count=1: the architecture test reads the import graph through `go list`, which the test
# cache cannot see. -race: every test runs once, under the race detector, which needs cgo (gcc).
# gotestsum prints each package as it finishes and the counts at the end. -timeout: a package's
# tests may take longer than go test's 10 minutes on a loaded 2-core machine under -race.
CGO_ENABLED=1 go tool gotestsum --format pkgname --format-hide-empty-pkg -- -count=1 -race -timeout 25m ./...
