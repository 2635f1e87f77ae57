# RadScribe: `make run` starts the app on its embedded defaults, `make test` runs every test.
GO      ?= go
NPM     ?= npm
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)
BINARY  := bin/radscribe

.PHONY: run build ui test lint lint-go lint-ui go-test wire wire-check ui-test e2e bench bench-usage eval clean

run: build
	./$(BINARY) serve

build: ui
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BINARY) ./cmd/radscribe

# npm ci runs again only when the lock file is newer than the installed packages.
ui/node_modules/.package-lock.json: ui/package-lock.json
	cd ui && $(NPM) ci --no-audit --no-fund

ui: ui/node_modules/.package-lock.json
	cd ui && $(NPM) run build

test: lint go-test wire-check ui-test e2e
	@echo "make test: all passed"

lint: lint-go lint-ui

lint-go:
	@echo "== lint-go: gofmt, go vet, staticcheck"
	@unformatted="$$(gofmt -l $$(git ls-files '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

lint-ui: ui/node_modules/.package-lock.json
	@echo "== lint-ui: tsc, eslint"
	cd ui && $(NPM) run typecheck && $(NPM) run lint

# Go tests on SQLite, and on a fresh PostgreSQL database when one answers (see the script).
go-test:
	@echo "== go-test: Go unit, contract and whole-app tests"
	scripts/go-test.sh

wire:
	$(GO) tool wire ./

wire-check:
	@echo "== wire-check: wire_gen.go is current"
	@$(GO) tool wire diff ./ || { echo "wire_gen.go is out of date: run 'make wire' and commit it"; exit 1; }

ui-test: ui/node_modules/.package-lock.json
	@echo "== ui-test: Vitest"
	cd ui && $(NPM) test

e2e: build
	@echo "== e2e: browser journeys in Chromium against bin/radscribe"
	cd test/e2e && $(NPM) ci --no-audit --no-fund && RADSCRIBE_BIN=$(CURDIR)/$(BINARY) $(NPM) test

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The admins' API usage view over 1,000,000 calls on PostgreSQL (RADSCRIBE_TEST_POSTGRES_DSN,
# default postgres://postgres@127.0.0.1:5432/test?sslmode=disable, in a schema of its own),
# then what recording adds to a request.
bench-usage:
	$(GO) run ./test/benchusage
	$(GO) test -run '^$$' -bench BenchmarkUsageMiddleware -benchmem ./adapters/http/

eval:
	$(GO) run ./test/eval

clean:
	rm -rf bin ui/dist/assets ui/dist/index.html
