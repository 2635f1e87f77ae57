package http

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// TestBenchVocabularyFormat is `make bench-vocabulary`: the median time of a format through
// HTTP (a real server on loopback, SQLite, the built-in engine) for a 100-word dictation, for a
// user with no vocabulary and one with 2,000 entries, requests alternated, and the ratio; then
// the same with the vocabulary read and indexed for every report (no version store: how it
// was before). It runs only when RADSCRIBE_BENCH_VOCABULARY is set; BENCH_REQUESTS sets the
// requests per user (default 300).
func TestBenchVocabularyFormat(t *testing.T) {
	if os.Getenv("RADSCRIBE_BENCH_VOCABULARY") == "" {
		t.Skip("set RADSCRIBE_BENCH_VOCABULARY=1 (make bench-vocabulary)")
	}
	requests := 300
	if n, err := strconv.Atoi(os.Getenv("BENCH_REQUESTS")); err == nil && n > 0 {
		requests = n
	}
	fmt.Printf("Format through HTTP, 100-word dictation, median of %d requests per user, alternated\n\n", requests)
	fmt.Printf("| vocabulary kept | 0 entries | 2,000 entries | ratio |\n| --- | --- | --- | --- |\n")
	met := false
	for _, kept := range []bool{true, false} {
		none, full := benchVocabularyFormat(t, kept, requests)
		ratio := float64(full) / float64(none)
		fmt.Printf("| %-15v | %.3f ms | %.3f ms | x%.2f |\n", kept, ms(none), ms(full), ratio)
		if kept {
			met = ratio <= 1.5
		}
	}
	fmt.Printf("\ntarget, kept: at most x1.5: %s\n", map[bool]string{true: "met", false: "missed"}[met])
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// benchVocabularyFormat returns the median format time of a user without vocabulary and of
// one with 2,000 entries.
func benchVocabularyFormat(t *testing.T, kept bool, requests int) (none, full time.Duration) {
	env := newTestEnv(t)
	env.reportBudget = reporting.Budget{PerHour: 1_000_000_000}
	env.useWriter(builtin.New(), io.Discard)
	if !kept {
		vocab := store.NewVocabulary(env.database)
		env.services.Reporting = reporting.NewService(reporting.Stores{
			Vocabulary: vocab, Frequencies: vocab, Preferences: store.NewPreferences(env.database), Prompts: store.NewAIPrompts(env.database),
			Macros: store.NewMacros(env.database),
		}, builtin.New(), sanitize.New(), ratelimit.NewMemory(env.clock), env.reportBudget, slog.New(slog.NewTextHandler(io.Discard, nil)))
	}
	base := env.startWithProductionLimits(t, io.Discard)
	empty := env.signedIn(t, base, "empty@klinik.de", "203.0.113.10")
	large := env.signedIn(t, base, "large@klinik.de", "203.0.113.11")

	ctx := context.Background()
	user, err := store.NewUsers(env.database).ByEmail(ctx, "large@klinik.de")
	require.NoError(t, err)
	vocab := store.NewVocabulary(env.database)
	for i := range 2000 {
		// Words a dictation may hold, a few of them in the one below.
		e, err := vocabulary.NewEntry(fmt.Sprintf("bench-%04d", i), user.ID, fmt.Sprintf("term%d word%d", i, i%37), fmt.Sprintf("Term %d", i), "en", env.clock.Now())
		require.NoError(t, err)
		require.NoError(t, vocab.Add(ctx, e, func(int) error { return nil }))
	}
	words := strings.Fields(strings.Repeat(dictation+" ", 10))[:100]
	body := map[string]any{"transcript": strings.Join(words, " "), "language": "en"}

	format := func(b *browser) time.Duration {
		start := time.Now()
		got := b.send(http.MethodPost, "/api/format-external-transcript", body)
		elapsed := time.Since(start)
		require.Equal(t, http.StatusOK, got.status, string(got.raw))
		return elapsed
	}
	for range 20 { // warm up: connections, caches, the collector
		format(empty)
		format(large)
	}
	var a, b []time.Duration
	for range requests {
		a = append(a, format(empty))
		b = append(b, format(large))
	}
	return median(a), median(b)
}

func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2]
}
