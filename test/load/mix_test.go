package main

import (
	"testing"

	"github.com/radscribe/radscribe/test/loadgen"
)

// The mix's shares are percentages: they must add up to a whole day.
func TestTheMixAddsUpToAHundredPercent(t *testing.T) {
	total := 0
	for _, s := range mix {
		total += s.percent
	}
	if total != 100 {
		t.Fatalf("the shares add up to %d%%, want 100%%", total)
	}
}

// Each user's vocabulary additions are words of their own, so none is refused as a duplicate.
func TestVocabularyAdditionsAreDistinct(t *testing.T) {
	users := newUsers([]loadgen.Account{{Email: "a@load.test", Cookie: "radscribe_session=x"}}, "<p>template</p>", `"etag"`)
	seen := map[string]bool{}
	for range 2000 {
		r := users[0].next()
		if r.Kind != "vocabulary-add" {
			continue
		}
		if seen[string(r.Body)] {
			t.Fatalf("added twice: %s", r.Body)
		}
		seen[string(r.Body)] = true
	}
	if len(seen) == 0 {
		t.Fatal("2,000 requests added no vocabulary")
	}
}
