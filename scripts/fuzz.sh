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

started=$SECONDS
while read -r -u 3 kind where target; do
  case $kind in
    '' | '#'*) continue ;;
  esac
  begun=$SECONDS
  case $kind in
    go)
      echo "== fuzz: $target in $where for $fuzztime"
      go test -run '^$' -fuzz "^${target}\$" -fuzztime "${fuzzseconds}s" -fuzzminimizetime "$minimizetime" "$where"
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
