package google

import (
	"testing"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// result is one recognized piece of audio with its alternatives, best first.
func result(alternatives ...string) *speechpb.SpeechRecognitionResult {
	r := &speechpb.SpeechRecognitionResult{}
	for _, a := range alternatives {
		r.Alternatives = append(r.Alternatives, &speechpb.SpeechRecognitionAlternative{Transcript: a})
	}
	return r
}

// streamResult is a streamed result with its alternatives, best first; final when Google will
// not revise it any more.
func streamResult(final bool, alternatives ...string) *speechpb.StreamingRecognitionResult {
	r := &speechpb.StreamingRecognitionResult{IsFinal: final}
	for _, a := range alternatives {
		r.Alternatives = append(r.Alternatives, &speechpb.SpeechRecognitionAlternative{Transcript: a})
	}
	return r
}

// streamResponse is one streamed answer carrying results.
func streamResponse(results ...*speechpb.StreamingRecognitionResult) *speechpb.StreamingRecognizeResponse {
	return &speechpb.StreamingRecognizeResponse{Results: results}
}

// googleChunkLimit is Google's limit on the audio in one streaming request (25 KB).
const googleChunkLimit = 25600

// splitStream checks one StreamingRecognize call's requests as Google expects them, the
// configuration first and then only audio in chunks within Google's limit, and returns both.
func splitStream(t *testing.T, requests []*speechpb.StreamingRecognizeRequest) (*speechpb.StreamingRecognitionConfig, []byte) {
	t.Helper()
	require.NotEmpty(t, requests)
	config := requests[0].GetStreamingConfig()
	require.NotNil(t, config, "the first request carries the configuration")
	var audio []byte
	for i, req := range requests[1:] {
		chunk, ok := req.GetStreamingRequest().(*speechpb.StreamingRecognizeRequest_AudioContent)
		require.True(t, ok, "request %d after the configuration carries audio", i+1)
		assert.LessOrEqual(t, len(chunk.AudioContent), googleChunkLimit, "request %d", i+1)
		assert.NotEmpty(t, chunk.AudioContent, "request %d", i+1)
		audio = append(audio, chunk.AudioContent...)
	}
	return config, audio
}
