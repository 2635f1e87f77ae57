#!/usr/bin/env bash
# Fuzzes every target in scripts/fuzz-targets.txt for FUZZTIME each (h, m and s as in 10m or
# 1m30s; default 10m), one after another: `go test -fuzz` takes one target per run. What the Go
# fuzzer finds new is kept in its cache (go env GOCACHE) for the next run; an input that fails
# is written to the package's testdata/fuzz/<target>/, to be committed as a seed once fixed.
# Prints each target's time and the total.
set -euo pipefail
cd "$(dirname "$0")/.."

fuzztime=${FUZZTIME:-10m}
# A new input that widens coverage is shrunk for at most this long, so short runs fuzz.
minimizetime=${FUZZMINIMIZETIME:-10s}

seconds() {
  local rest=$1 total=0
  while [[ $rest =~ ^([0-9]+)([hms])(.*)$ ]]; do
    case ${BASH_REMATCH[2]} in
      h) total=$((total + BASH_REMATCH[1] * 3600)) ;;
      m) total=$((total + BASH_REMATCH[1] * 60)) ;;
      s) total=$((total + BASH_REMATCH[1])) ;;
    esac
    rest=${BASH_REMATCH[3]}
  done
  if [ -n "$rest" ] || [ "$total" -eq 0 ]; then
    echo "fuzz: FUZZTIME=$1 is not a duration such as 10m, 30s or 1m30s" >&2
    exit 2
  fi
  echo "$total"
}
fuzzseconds=$(seconds "$fuzztime")

# fuzz_go runs one Go target. Go 1.26's fuzzing coordinator can fail a run that found nothing
# with a bare "context deadline exceeded" at the end of -fuzztime (go.dev/issue/75804, fixed in
# Go 1.27): such a run, with no new failing input written, counts as passed and says so. Any
# other failure, or a new input in testdata/fuzz/<target>/, fails.
fuzz_go() {
  local where=$1 target=$2 corpus before after log status=0
  corpus="$where/testdata/fuzz/$target"
  before=$(ls "$corpus" 2>/dev/null | sort || true)
  log=$(mktemp)
  go test -run '^$' -fuzz "^${target}\$" -fuzztime "${fuzzseconds}s" -fuzzminimizetime "$minimizetime" "$where" 2>&1 | tee "$log" || status=$?
  after=$(ls "$corpus" 2>/dev/null | sort || true)
  if [ "$status" -ne 0 ] && [ "$before" = "$after" ] && grep -q '^    context deadline exceeded$' "$log" \
    && [ "$(grep -c -- '--- FAIL' "$log")" -eq 1 ]; then
    echo "fuzz: $target stopped by Go's fuzzing deadline race (go.dev/issue/75804), no failing input: passed"
    status=0
  fi
  rm -f "$log"
  return "$status"
}

started=$SECONDS
while read -r -u 3 kind where target; do
  case $kind in
    '' | '#'*) continue ;;
  esac
  begun=$SECONDS
  case $kind in
    go)
      echo "== fuzz: $target in $where for $fuzztime"
      fuzz_go "$where" "$target"
      ;;
    vitest)
      echo "== fuzz: $where for $fuzztime"
      (cd ui && RTF_FUZZ_SECONDS=$fuzzseconds npx vitest run "$where")
      ;;
    *)
      echo "fuzz: unknown kind '$kind' in scripts/fuzz-targets.txt" >&2
      exit 2
      ;;
  esac
  echo "fuzz: ${where} ${target:-} took $((SECONDS - begun)) s"
done 3<scripts/fuzz-targets.txt
echo "fuzz: every target passed in $((SECONDS - started)) s"
