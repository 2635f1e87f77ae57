package google

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/radscribe/radscribe/ports"
)

// maxChunkBytes is the most audio one streaming request carries: Google refuses requests with
// more than 25 KB of audio. Any chunking of a whole file is read the same way.
const maxChunkBytes = 25600

// errTooLongForStream is Google's OUT_OF_RANGE on a stream: it allows about 5 minutes of audio
// (305 seconds) per stream, and a recording past that cannot be transcribed in one piece.
var errTooLongForStream = fmt.Errorf("google speech: streaming recognize: OutOfRange: longer than Google's streaming limit (about 5 minutes): %w", ports.ErrRecordingTooLong)

// recognizeStream sends the recording through StreamingRecognize, which takes inline audio
// of about 5 minutes (Recognize and LongRunningRecognize only about one minute; longer would
// need Cloud Storage). The audio is sent while results are read, so the text of the first
// minutes reaches partial while Google still works on the rest.
func (r *Recognizer) recognizeStream(ctx context.Context, recognition *speechpb.RecognitionConfig, audio []byte, partial func(delta string)) (ports.Transcription, error) {
	// Ending the stream's context also unblocks the sender when receiving fails.
	streamCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	stream, err := r.client.StreamingRecognize(streamCtx)
	if err != nil {
		return ports.Transcription{}, streamError(ctx, err)
	}
	sent := make(chan error, 1)
	go func() { sent <- sendRecording(stream, recognition, audio) }()

	heard, err := receiveResults(stream, partial)
	if err != nil {
		cancel()
		<-sent
		return ports.Transcription{}, streamError(ctx, err)
	}
	// The server ended the stream, so the sender is done. io.EOF only says the server stopped
	// reading, which its status (just received) already answered.
	if err := <-sent; err != nil && !errors.Is(err, io.EOF) {
		return ports.Transcription{}, streamError(ctx, err)
	}
	return heard, nil
}

// sendRecording sends the configuration, then the audio in chunks Google accepts, then closes
// the sending side so Google knows the recording is complete.
func sendRecording(stream speechpb.Speech_StreamingRecognizeClient, recognition *speechpb.RecognitionConfig, audio []byte) error {
	// Only final results: interim ones are revised later, and partial's pieces must join to
	// the text so far.
	err := stream.Send(&speechpb.StreamingRecognizeRequest{
		StreamingRequest: &speechpb.StreamingRecognizeRequest_StreamingConfig{
			StreamingConfig: &speechpb.StreamingRecognitionConfig{Config: recognition, InterimResults: false, SingleUtterance: false},
		},
	})
	if err != nil {
		return err
	}
	for chunk := range slices.Chunk(audio, maxChunkBytes) {
		err := stream.Send(&speechpb.StreamingRecognizeRequest{
			StreamingRequest: &speechpb.StreamingRecognizeRequest_AudioContent{AudioContent: chunk},
		})
		if err != nil {
			return err
		}
	}
	return stream.CloseSend()
}

// receiveResults reads the stream to its end, joining the final results' best alternatives
// with spaces and passing each to partial as it arrives (after a space unless it is the
// first), so the pieces joined are always the text so far.
func receiveResults(stream speechpb.Speech_StreamingRecognizeClient, partial func(delta string)) (ports.Transcription, error) {
	var parts []string
	var billed time.Duration
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return ports.Transcription{Text: strings.Join(parts, " "), Duration: billed}, nil
		}
		if err != nil {
			return ports.Transcription{}, err
		}
		if failure := resp.GetError(); failure != nil && failure.GetCode() != int32(codes.OK) {
			return ports.Transcription{}, status.ErrorProto(failure)
		}
		// Google states the billed time on the last response only.
		if resp.GetTotalBilledTime() != nil {
			billed = resp.GetTotalBilledTime().AsDuration()
		}
		for _, result := range resp.GetResults() {
			text := bestTranscript(result.GetAlternatives())
			if !result.GetIsFinal() || text == "" {
				continue
			}
			delta := text
			if len(parts) > 0 {
				delta = " " + text
			}
			parts = append(parts, text)
			if partial != nil {
				partial(delta)
			}
		}
	}
}

// streamError is callError for the stream, with Google's OUT_OF_RANGE told as the recording
// being too long. The caller's ctx decides whether it was a timeout or a cancellation.
func streamError(ctx context.Context, err error) error {
	if ctx.Err() == nil && status.Code(err) == codes.OutOfRange {
		return errTooLongForStream
	}
	return callError(ctx, "streaming recognize", err)
}
