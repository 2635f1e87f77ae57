package reporting

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// Every action that writes an impression hands the writer the user's impression preferences,
// the defaults when the user never chose, and a writer that follows no prompts gets them too.
func TestImpressionPreferencesReachTheWriter(t *testing.T) {
	chosen := report.ImpressionPreferences{Numbered: false, Background: report.BackgroundSummed, Recommendations: false}
	for _, c := range []struct {
		name string
		set  bool
		want report.ImpressionPreferences
	}{
		{"never chosen", false, report.DefaultImpressionPreferences()},
		{"chosen", true, chosen},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv()
			if c.set {
				_, err := e.preferences.Update(context.Background(), anna.ID, func(p *ports.UserPreferences) error {
					p.Impression = chosen
					return nil
				})
				require.NoError(t, err)
			}
			ctx := context.Background()
			_, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: "<p>T</p>"})
			require.NoError(t, err)
			_, err = e.service.Generate(ctx, anna, GenerateInput{Transcript: transcript, Language: "en"})
			require.NoError(t, err)
			e.writer.impression = ports.ImpressionResult{Lines: []string{"A.", "B."}}
			written, err := e.service.WriteImpression(ctx, anna, ImpressionInput{ReportHTML: chestReport, Language: "en"})
			require.NoError(t, err)

			assert.Equal(t, c.want, e.writer.fills[0].Impression)
			assert.Equal(t, c.want, e.writer.generations[0].Impression)
			assert.Equal(t, c.want, e.writer.impressions[0].Impression)
			if c.want.Numbered {
				assert.Equal(t, []string{"1. A.", "2. B."}, written.Lines)
			} else {
				assert.Equal(t, []string{"A.", "B."}, written.Lines)
			}
		})
	}
}
