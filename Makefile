# RadScribe: `make run` starts the app on its embedded defaults, `make test` runs every test.
GO      ?= go
NPM     ?= npm
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)
# nomsgpack leaves gin's MessagePack codec out of the binary: nothing uses it (docs/decisions.md).
GOTAGS  := nomsgpack
BINARY  := bin/radscribe

.PHONY: run build ui test lint lint-go lint-ui go-test fuzz fuzz-short wire wire-check ui-test ui-size e2e bench bench-usage bench-vocabulary bench-startup bench-http bench-live load faults eval clean

run: build
	./$(BINARY) serve

build: ui
	CGO_ENABLED=0 $(GO) build -tags '$(GOTAGS)' -trimpath -ldflags '$(LDFLAGS)' -o $(BINARY) ./cmd/radscribe

# npm ci runs again only when the lock file is newer than the installed packages.
ui/node_modules/.package-lock.json: ui/package-lock.json
	cd ui && $(NPM) ci --no-audit --no-fund

ui: ui/node_modules/.package-lock.json
	cd ui && $(NPM) run build

test: lint go-test fuzz-short wire-check ui-test ui-size e2e
	@echo "make test: all passed"

lint: lint-go lint-ui

lint-go:
	@echo "== lint-go: gofmt, go vet, staticcheck, gosec"
	@unformatted="$$(gofmt -l $$(git ls-files '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	@# gosec reads the packages built into the server; a finding that is no flaw carries
	@# `#nosec G### -- why` at its line (docs/decisions.md, "gosec").
	$(GO) tool gosec -quiet -exclude-generated -tags $(GOTAGS) \
		$$($(GO) list -deps -tags $(GOTAGS) -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./cmd/radscribe | sed -n "s|^$$($(GO) list -m)|.|p")

lint-ui: ui/node_modules/.package-lock.json
	@echo "== lint-ui: tsc, eslint, API types current"
	cd ui && $(NPM) run typecheck && $(NPM) run lint && $(NPM) run api-types:check

# Go tests on SQLite, and on a fresh PostgreSQL database when one answers (see the script).
# The tests that run the server as a process (test/dboutage, test/replicas) use the binary
# built here rather than each building one while the race-instrumented tests compile.
go-test: build
	@echo "== go-test: Go unit, contract and whole-app tests, with the race detector"
	RADSCRIBE_BIN=$(CURDIR)/$(BINARY) scripts/go-test.sh

# Every fuzz target in scripts/fuzz-targets.txt for FUZZTIME each (10m), one after another;
# `make test` fuzzes each for 5 s (fuzz-short). docs/operations.md, "Fuzzing".
FUZZTIME ?= 10m
fuzz: ui/node_modules/.package-lock.json
	FUZZTIME=$(FUZZTIME) scripts/fuzz.sh

fuzz-short: ui/node_modules/.package-lock.json
	@echo "== fuzz-short: every fuzz target for 5 s"
	FUZZTIME=5s FUZZMINIMIZETIME=2s scripts/fuzz.sh

wire:
	$(GO) tool wire ./

wire-check:
	@echo "== wire-check: wire_gen.go is current"
	@$(GO) tool wire diff ./ || { echo "wire_gen.go is out of date: run 'make wire' and commit it"; exit 1; }

ui-test: ui/node_modules/.package-lock.json
	@echo "== ui-test: Vitest"
	cd ui && $(NPM) test

# The JavaScript a first visit to the landing page and to the workspace downloads, gzip and
# brotli, against its limit (ui/scripts/bundle-size.mjs).
ui-size: ui
	@echo "== ui-size: JavaScript of the landing page and the workspace"
	cd ui && node scripts/bundle-size.mjs

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

# A format through HTTP (an in-process server on loopback, SQLite, the built-in engine) for a
# 100-word dictation: the median for a user with no vocabulary and one with 2,000 entries side by
# side, and their ratio (target at most x1.5), with the vocabulary kept in memory and, for
# comparison, read and indexed for every report; BENCH_REQUESTS per user (default 300).
bench-vocabulary:
	RADSCRIBE_BENCH_VOCABULARY=1 $(GO) test -count=1 -v -run '^TestBenchVocabularyFormat$$' ./adapters/http/

# Start-up time on SQLite: process start to /readyz answering 200, on a new database and then
# the median of seven starts on the existing one (docs/operations.md).
bench-startup: build
	$(GO) run ./test/benchstartup -bin $(BINARY) -runs 7

# The API beside a bare gin JSON handler at concurrency 1, 50 and 200: throughput ratios,
# latency percentiles, CPU per request (docs/operations.md, "Performance"). The server is built
# into a temporary folder (ui/dist as it is) unless RADSCRIBE_BIN names a binary; BENCH_DURATION,
# BENCH_RUNS, BENCH_CONCURRENCY, BENCH_ONLY and BENCH_PROFILE_DIR change the run.
bench-http:
	GOFLAGS=-tags=$(GOTAGS) $(GO) run ./test/benchhttp

# Live dictation's latency per engine (Google's gRPC, the Realtime WebSocket, rolling Whisper over
# HTTP, each against its protocol's test server with a 150 ms engine delay, BENCH_LIVE_DELAY):
# from the end of a word in audio streamed at real-time pace through /api/live-dictation to its
# text at the browser's socket, p50/p95 with and without the engine delay (docs/operations.md).
# BENCH_LIVE_ONLY=google,realtime,rolling,rolling-1s picks engines.
bench-live:
	RADSCRIBE_BENCH_LIVE=1 $(GO) test -count=1 -v -run '^TestBenchLiveLatency$$' ./test/

# 200 signed-in users, each an account of its own, over a day's mix of requests for 60 s, on
# SQLite and on a fresh PostgreSQL database (RADSCRIBE_TEST_POSTGRES_DSN's server); LOAD_USERS,
# LOAD_DURATION, LOAD_DATABASES and LOAD_PROFILE_DIR change the run.
load:
	GOFLAGS=-tags=$(GOTAGS) $(GO) run ./test/load

# PostgreSQL stopped for 30 s under load against the built server (a private PostgreSQL made
# with initdb, on a port of its own), then the vendors' faults; prints the figures
# (docs/operations.md, "Outages"). `make test` runs the same with a 5 s outage.
faults:
	RADSCRIBE_TEST_OUTAGE=30s $(GO) test -count=1 -v -run '^TestDatabaseOutage$$' ./test/dboutage/
	$(GO) test -count=1 -v -run 'Fault' ./adapters/llm/openai/ ./adapters/speech/... ./adapters/marketing/brevo/ \
		./adapters/payment/stripe/ ./application/dictation/ ./test/

eval:
	$(GO) run ./test/eval

clean:
	rm -rf bin ui/dist/assets ui/dist/index.html
