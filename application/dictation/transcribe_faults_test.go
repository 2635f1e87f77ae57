package dictation

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// What the engine heard is the dictation itself; a report writer that cannot correct it now
// must not lose it, while a speech engine that failed leaves the recording failed.
func TestAVendorFaultLosesNoDictation(t *testing.T) {
	writerDown := apperr.Wrap(apperr.Unavailable, "The report could not be written right now. Please try again.", errors.New("openai: chat completion answered HTTP 503"))
	tests := []struct {
		name       string
		engineErr  error
		correctErr error
		wantErr    string
		wantStatus dictation.Status
		wantStored dictation.Transcript
		wantText   string
	}{
		{
			name: "writer unavailable: the text is kept uncorrected", correctErr: writerDown,
			wantStatus: dictation.StatusTranscribed, wantStored: dictation.Transcript{Raw: "no new mo thorax", Corrected: "no new mo thorax"}, wantText: "no new mo thorax",
		},
		{
			name: "speech engine unavailable: the recording is failed", engineErr: errors.New("openai speech: HTTP 503"),
			wantErr: MsgTranscriptionFailed, wantStatus: dictation.StatusFailed,
		},
		{
			name: "both working", wantStatus: dictation.StatusTranscribed,
			wantStored: dictation.Transcript{Raw: "no new mo thorax", Corrected: "no pneumothorax"}, wantText: "no pneumothorax",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, &heardRecognizer{text: "no new mo thorax", err: tt.engineErr})
			f.corrector.err = tt.correctErr
			recording := f.record(t, anna, "")

			result, err := f.service.Transcribe(ctx, anna, TranscribeInput{RecordingID: recording.ID, Audio: []byte("x"), Format: ports.AudioWebM}, nil)
			if tt.wantErr != "" {
				assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
				assert.EqualError(t, err, tt.wantErr+": openai speech: HTTP 503")
			} else {
				require.NoError(t, err)
				assert.Equal(t, tt.wantText, result.CorrectedText)
				assert.Equal(t, "no new mo thorax", result.Text)
				assert.Equal(t, tt.correctErr, result.CorrectionFailure, "the log learns why the text is uncorrected")
			}
			stored, err := f.memory.Recordings.Get(ctx, "anna", recording.ID)
			require.NoError(t, err)
			assert.Equal(t, tt.wantStatus, stored.Status)
			session, err := f.service.SessionRecordings(ctx, anna, recording.SessionID)
			require.NoError(t, err)
			require.Len(t, session.Recordings, 1)
			assert.Equal(t, tt.wantStored, session.Recordings[0].Transcript)
		})
	}
}
