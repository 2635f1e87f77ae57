package portstest

import (
	"context"
	"testing"

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
