package dictation

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A dictation of the largest size the service accepts (50,000 characters) that says one
// phrase over and over leaves every statement open: rules that read the statement so far at
// each word made such a run cost the cube of its words (over a minute for "the liver" said
// 5,000 times, a request that held a core). Each run below takes a tenth of a second; the
// ceiling only tells a return to that cost from a loaded machine.
func TestSegmentLongRunsStayLinear(t *testing.T) {
	for _, phrase := range []string{"the liver ", "l5 ", "in the ", "2 cm ", "1 "} {
		text := strings.Repeat(phrase, 50000/len(phrase))
		start := time.Now()
		out := Segment(text, "en")
		assert.Less(t, time.Since(start), 20*time.Second, phrase)
		assert.NotEmpty(t, out)
	}
}
