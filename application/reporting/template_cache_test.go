package reporting

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/ports"
)

// countingSanitizer drops script elements and counts what it was given.
type countingSanitizer struct{ calls atomic.Int32 }

func (c *countingSanitizer) Sanitize(html string) string {
	c.calls.Add(1)
	return scriptSanitizer{}.Sanitize(html)
}

func (c *countingSanitizer) SanitizeTokens(html string) document.Tokenised {
	return document.Tokenise(c.Sanitize(html))
}

// A template filled again is not sanitised and read again, and answers as the first time: the
// sanitised template reaches the writer, its defaults left standing are checked, its headings'
// language is used.
func TestFilledTemplateIsReadOnce(t *testing.T) {
	template := "<h3>Befund</h3><p><strong>Pleura:</strong> Kein Pleuraerguss.</p><script>x</script><h3>Beurteilung</h3><p>Unauffällig.</p>"
	e := newEnv()
	sanitizer := &countingSanitizer{}
	e.service.sanitizer = sanitizer
	e.writer.report = ports.ReportResult{HTML: "<h3>Befund</h3><p><strong>Pleura:</strong> Kein Pleuraerguss.</p><p>Pleuraerguss links.</p><h3>Beurteilung</h3><p>Pleuraerguss links.</p>"}
	ctx := context.Background()
	in := FillInput{Transcript: transcript, Language: "en", TemplateHTML: template, Checks: Checks{DetectContradictions: true}}
	first, err := e.service.Fill(ctx, anna, in)
	require.NoError(t, err)
	require.EqualValues(t, 2, sanitizer.calls.Load(), "the template and the report")
	second, err := e.service.Fill(ctx, anna, in)
	require.NoError(t, err)
	assert.EqualValues(t, 3, sanitizer.calls.Load(), "only the report the second time")
	assert.Equal(t, first, second)
	assert.Equal(t, "de", second.Language)
	for _, fill := range e.writer.fills {
		assert.NotContains(t, fill.TemplateHTML, "<script>")
	}
	assert.Equal(t, e.writer.fills[0], e.writer.fills[1])
}

// The cache keeps no template too large (its other bounds are domain/memo's).
func TestTemplateCacheBounds(t *testing.T) {
	c := newTemplateCache()
	huge := strings.Repeat("x", templateCacheBytes/templateCacheItems*4+1)
	c.put(huge, filledTemplate{html: huge})
	_, kept := c.get(huge)
	assert.False(t, kept)
}
