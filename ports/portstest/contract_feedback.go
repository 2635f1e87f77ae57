package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports"
)

// FeedbackExamples are two ratings of owner's made at Now: a negative one with every field
// set, and a positive one with every optional field blank.
func FeedbackExamples(t *testing.T, owner string) (negative, positive feedback.Feedback) {
	t.Helper()
	negative, err := feedback.New("f1", owner, feedback.Draft{
		Type: "negative", Category: "missing_terms", Text: "Fehlende Begriffe: Spondylolisthesis", RecordingID: "r1",
		SessionID: "s1", Language: "de-ch", InputMethod: "voice_recording", TemplateUsed: true, TemplateID: "t1", TemplateName: "Knie MRT",
	}, Now)
	require.NoError(t, err)
	positive, err = feedback.New("f2", owner, feedback.Draft{Type: "positive", Text: " ", InputMethod: "external_transcript"}, Now)
	require.NoError(t, err)
	return negative, positive
}

func feedbackContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	negative, positive := FeedbackExamples(t, anna)
	require.NoError(t, r.Feedback.Create(ctx, negative))
	require.NoError(t, r.Feedback.Create(ctx, positive))
	assert.ErrorIs(t, r.Feedback.Create(ctx, positive), ports.ErrConflict, "an id is stored once")
}

// rating is a valid rating of owner's made at at.
func rating(t *testing.T, id, owner string, at time.Time, d feedback.Draft) feedback.Feedback {
	t.Helper()
	f, err := feedback.New(id, owner, d, at)
	require.NoError(t, err)
	return f
}

func feedbackAnalyticsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	day := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	negative, positive := FeedbackExamples(t, anna) // both at Now, 2026-11-21 09:00
	ratings := []feedback.Feedback{
		negative, positive,
		rating(t, "f3", ben, day, feedback.Draft{Type: "positive", Language: "de", InputMethod: "voice_recording"}),
		rating(t, "f4", ben, day.Add(24*time.Hour-time.Millisecond), feedback.Draft{Type: "negative", Category: "formatting", Language: "en", InputMethod: "external_transcript"}),
		rating(t, "f5", anna, day.Add(-time.Millisecond), feedback.Draft{Type: "negative", Text: "=1+1", Language: "en", InputMethod: "voice_recording"}),
	}
	for _, f := range ratings {
		require.NoError(t, r.Feedback.Create(ctx, f))
	}
	ids := func(items []ports.FeedbackItem) []string {
		out := []string{}
		for _, item := range items {
			out = append(out, item.ID)
		}
		return out
	}

	all, err := r.Feedback.List(ctx, feedback.Filter{}, 500)
	require.NoError(t, err)
	assert.Equal(t, []string{"f2", "f1", "f4", "f3", "f5"}, ids(all), "newest first, the larger id first at the same moment")
	assert.Equal(t, ports.FeedbackItem{Feedback: negative, UserEmail: "anna@klinik.de"}, all[1], "every field read back as written")
	assert.Equal(t, ports.FeedbackItem{Feedback: positive, UserEmail: "anna@klinik.de"}, all[0], "absent values read back empty")
	assert.Equal(t, "ben@klinik.de", all[2].UserEmail)

	limited, err := r.Feedback.List(ctx, feedback.Filter{}, 2)
	require.NoError(t, err)
	assert.Equal(t, []string{"f2", "f1"}, ids(limited), "at most limit, the newest")

	for _, tt := range []struct {
		name   string
		filter feedback.Filter
		want   []string
		counts feedback.Counts
	}{
		{"everything", feedback.Filter{}, []string{"f2", "f1", "f4", "f3", "f5"}, feedback.Counts{Positive: 2, Negative: 3}},
		{"positive", feedback.Filter{Type: feedback.Positive}, []string{"f2", "f3"}, feedback.Counts{Positive: 2}},
		{"negative", feedback.Filter{Type: feedback.Negative}, []string{"f1", "f4", "f5"}, feedback.Counts{Negative: 3}},
		{"a language", feedback.Filter{Language: "en"}, []string{"f2", "f4", "f5"}, feedback.Counts{Positive: 1, Negative: 2}},
		{"Swiss German is not German", feedback.Filter{Language: "de"}, []string{"f3"}, feedback.Counts{Positive: 1}},
		{"pasted", feedback.Filter{InputMethod: feedback.ExternalTranscript}, []string{"f2", "f4"}, feedback.Counts{Positive: 1, Negative: 1}},
		{"from a day's first moment", feedback.Filter{From: day}, []string{"f2", "f1", "f4", "f3"}, feedback.Counts{Positive: 2, Negative: 2}},
		{"until the next day's first moment", feedback.Filter{Until: day.Add(24 * time.Hour)}, []string{"f4", "f3", "f5"}, feedback.Counts{Positive: 1, Negative: 2}},
		{"one day", feedback.Filter{From: day, Until: day.Add(24 * time.Hour)}, []string{"f4", "f3"}, feedback.Counts{Positive: 1, Negative: 1}},
		{"filters together", feedback.Filter{Type: feedback.Negative, Language: "en", InputMethod: feedback.VoiceRecording}, []string{"f5"}, feedback.Counts{Negative: 1}},
		{"nothing selected", feedback.Filter{Language: "fr"}, []string{}, feedback.Counts{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			items, err := r.Feedback.List(ctx, tt.filter, 500)
			require.NoError(t, err)
			assert.Equal(t, tt.want, ids(items))
			counts, err := r.Feedback.Stats(ctx, tt.filter)
			require.NoError(t, err)
			assert.Equal(t, tt.counts, counts)
		})
	}
}
