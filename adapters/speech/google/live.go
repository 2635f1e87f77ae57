package google

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/ports"
)

// defaultStreamRenewAfter is config's speech.google.stream_renew_after, for a Recognizer built
// without it: well inside Google's 305 seconds per stream.
const defaultStreamRenewAfter = 290 * time.Second

// maxLiveTail is the most audio after the last final kept for the next stream. Google settles
// speech within seconds; audio it left unsettled for longer is given up, oldest first.
const maxLiveTail = time.Minute

// maxLiveBacklog is the most audio written but not yet taken by Google; past it the network or
// Google is too slow for live dictation and the stream fails.
const maxLiveBacklog = 30 * time.Second

var (
	errLiveEnded            = errors.New("google speech: the live stream has ended")
	errLiveAborted          = errors.New("google speech: the live stream was aborted")
	errLiveStreamEndedEarly = errors.New("google speech: streaming recognize: Google ended the stream before the audio")
)

var _ ports.LiveRecognizer = (*Recognizer)(nil)

// Listen opens a live transcription over StreamingRecognize with interim results. Google ends
// a stream after about 305 seconds of audio, so after r.cfg.StreamRenewAfter a new stream takes
// over: it is sent first the audio after the last final (the old stream's interims for it are
// dropped), so no word is lost or heard twice. A stream is opened only once there is audio.
func (r *Recognizer) Listen(ctx context.Context, req ports.LiveRequest, heard func(ports.LiveText)) (ports.LiveStream, error) {
	recognition, err := r.recognitionConfig(ports.TranscriptionRequest{Format: ports.AudioWAV, Language: req.Language, Hints: req.Hints})
	if err != nil {
		return nil, err
	}
	recognition.SampleRateHertz = ports.LiveSampleRate
	renewAfter := r.cfg.StreamRenewAfter
	if renewAfter <= 0 {
		renewAfter = defaultStreamRenewAfter
	}
	ctx, cancel := context.WithCancel(ctx)
	s := &liveStream{
		r: r,
		configRequest: &speechpb.StreamingRecognizeRequest{StreamingRequest: &speechpb.StreamingRecognizeRequest_StreamingConfig{
			StreamingConfig: &speechpb.StreamingRecognitionConfig{Config: recognition, InterimResults: true},
		}},
		heard:      heard,
		renewBytes: liveBytes(renewAfter),
		// At most half a stream, so that each stream hears new audio.
		tailBytes: liveBytes(min(renewAfter/2, maxLiveTail)),
		ctx:       ctx,
		cancel:    cancel,
		changed:   make(chan struct{}, 1),
		done:      make(chan struct{}),
	}
	go s.run()
	return s, nil
}

// liveStream is one live transcription. Audio positions are byte offsets into all the audio
// written. The audio from base to written is kept: what streams still have to be sent, and
// the unsettled tail a new stream starts with.
type liveStream struct {
	r             *Recognizer
	configRequest *speechpb.StreamingRecognizeRequest
	heard         func(ports.LiveText)
	renewBytes    int64
	tailBytes     int64

	// ctx ends every stream: Listen's context, Abort, or a failure.
	ctx    context.Context
	cancel context.CancelFunc
	// changed wakes the sender when audio arrives or the audio ends.
	changed chan struct{}
	// done closes when the last stream has ended.
	done chan struct{}

	mu        sync.Mutex
	audio     []byte
	base      int64
	written   int64
	next      int64 // what the current stream sends next
	forwarded int64 // how far any stream was sent
	settled   int64 // how far the finals so far account for the audio
	finishing bool  // no more audio comes
	closed    bool  // Finish or Abort was called: no more audio is taken
	err       error

	// heardMu makes heard one call at a time and guards which call's results reach it.
	heardMu    sync.Mutex
	current    *liveCall
	heardUntil time.Duration
	deaf       bool // Finish or Abort returned: heard is not called again
}

// Write queues the audio for the sender; it never waits for Google.
func (s *liveStream) Write(chunk []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.err != nil:
		return s.err
	case s.closed:
		return errLiveEnded
	}
	// The audio kept holds up to tailBytes already sent, for the next stream's start.
	if err := pcm.CheckLiveWrite(chunk, int64(len(s.audio))-s.tailBytes, liveBytes(maxLiveBacklog)); err != nil {
		s.failLocked(fmt.Errorf("google speech: streaming recognize: %w", err))
		return s.err
	}
	s.audio = append(s.audio, chunk...)
	s.written += int64(len(chunk))
	s.wake()
	return nil
}

// Finish closes the last stream once all audio is sent, and waits for its last finals, at
// most r.cfg.Timeout when one is set.
func (s *liveStream) Finish(ctx context.Context) error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errLiveEnded
	}
	s.closed, s.finishing = true, true
	s.wake()
	s.mu.Unlock()

	if s.r.cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.r.cfg.Timeout)
		defer cancel()
	}
	select {
	case <-s.done:
	case <-ctx.Done():
		s.mu.Lock()
		s.failLocked(fmt.Errorf("google speech: streaming recognize: %w", ctx.Err()))
		s.mu.Unlock()
		<-s.done
	}
	s.stopHearing()
	s.cancel()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Abort ends the stream at once and waits for its goroutines.
func (s *liveStream) Abort() {
	s.mu.Lock()
	s.closed = true
	if s.err == nil {
		s.err = errLiveAborted
	}
	s.mu.Unlock()
	s.cancel()
	s.stopHearing()
	<-s.done
}

func (s *liveStream) stopHearing() {
	s.heardMu.Lock()
	s.deaf = true
	s.heardMu.Unlock()
}

// wake tells the sender something changed; s.mu is held.
func (s *liveStream) wake() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

// failLocked records the first failure and ends every stream; s.mu is held.
func (s *liveStream) failLocked(err error) {
	if s.err == nil {
		s.err = err
	}
	s.cancel()
}

// run opens one stream after another until the audio has ended or the stream failed.
func (s *liveStream) run() {
	defer close(s.done)
	var overrun bool
	for {
		offset, ok := s.awaitAudio(overrun)
		if !ok {
			return
		}
		settled := s.settledAt()
		renew, outOfRange, err := s.stream(offset)
		// Google's length limit ending two streams in a row that settled nothing is no
		// longer the length limit: a new stream would only hear the same audio again.
		if err == nil && outOfRange && overrun && s.settledAt() == settled {
			err = errTooLongForStream
		}
		if err != nil {
			s.mu.Lock()
			s.failLocked(err)
			s.mu.Unlock()
			return
		}
		if !renew {
			return
		}
		overrun = outOfRange
	}
}

// awaitAudio waits until there is audio the next stream can hear, and returns where that
// stream starts: the end of the last final, or the oldest audio kept. After Google ended a
// stream at its length limit (overrun) it waits for audio no stream was sent yet, since
// Google also ends a stream that way when no audio comes for a while. It reports false when
// the audio has ended without any left to hear, or the stream failed.
func (s *liveStream) awaitAudio(overrun bool) (int64, bool) {
	for {
		s.mu.Lock()
		offset := max(s.settled, s.base)
		from := offset
		if overrun {
			from = s.forwarded
		}
		written, finishing, failed := s.written, s.finishing, s.err != nil
		s.mu.Unlock()
		switch {
		case failed:
			return 0, false
		case written > from || finishing && written > offset:
			return offset, true
		case finishing:
			if err := s.ctx.Err(); err != nil {
				s.mu.Lock()
				s.failLocked(streamError(s.ctx, err))
				s.mu.Unlock()
			}
			return 0, false
		}
		select {
		case <-s.changed:
		case <-s.ctx.Done():
			s.mu.Lock()
			s.failLocked(streamError(s.ctx, s.ctx.Err()))
			s.mu.Unlock()
			return 0, false
		}
	}
}

// liveCall is one StreamingRecognize call, which hears the audio from offset.
type liveCall struct {
	client speechpb.Speech_StreamingRecognizeClient
	offset int64
}

// stream runs one StreamingRecognize call that hears the audio from offset: it sends the audio
// as it is written while a receiver passes the results on. It reports whether a new stream
// must take over, because this one has heard renewBytes or Google ended it at its length
// limit (outOfRange).
func (s *liveStream) stream(offset int64) (renew, outOfRange bool, err error) {
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	client, err := s.r.client.StreamingRecognize(ctx)
	if err != nil {
		return false, false, streamError(s.ctx, err)
	}
	call := &liveCall{client: client, offset: offset}
	s.heardMu.Lock()
	s.current = call
	s.heardMu.Unlock()
	s.mu.Lock()
	s.next = offset
	s.mu.Unlock()

	received := make(chan error, 1)
	go func() { received <- s.receive(call) }()
	// retire stops the call's results from reaching heard, then ends it.
	retire := func() {
		s.heardMu.Lock()
		s.current = nil
		s.heardMu.Unlock()
		cancel()
	}
	// ended decides what the receiver's end means.
	ended := func(err error) (renew, outOfRange bool, _ error) {
		switch {
		case err == nil && s.finished():
			return false, false, nil
		case err == nil:
			return false, false, errLiveStreamEndedEarly
		case s.ctx.Err() == nil && status.Code(err) == codes.OutOfRange:
			retire()
			return true, true, nil
		default:
			return false, false, streamError(s.ctx, err)
		}
	}

	if err := client.Send(s.configRequest); err != nil {
		return ended(<-received)
	}
	for {
		chunk, finishing := s.nextChunk(offset)
		if len(chunk) > 0 {
			err := client.Send(&speechpb.StreamingRecognizeRequest{
				StreamingRequest: &speechpb.StreamingRecognizeRequest_AudioContent{AudioContent: chunk},
			})
			if err != nil {
				// Send says only that the call is gone; the receiver has Google's status.
				return ended(<-received)
			}
			if s.sent(len(chunk)) >= offset+s.renewBytes {
				retire()
				<-received
				return true, false, nil
			}
			continue
		}
		if finishing {
			if err := client.CloseSend(); err != nil {
				return false, false, streamError(s.ctx, err)
			}
			return ended(<-received)
		}
		select {
		case <-s.changed:
		case err := <-received:
			return ended(err)
		case <-s.ctx.Done():
			retire()
			<-received
			return false, false, streamError(s.ctx, s.ctx.Err())
		}
	}
}

// nextChunk is the audio the current stream sends next, within Google's limit per request
// and the stream's renewal point, and whether the audio has ended.
func (s *liveStream) nextChunk(offset int64) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	end := min(s.written, s.next+maxChunkBytes, offset+s.renewBytes)
	// Kept without copying: trimming only reslices s.audio and Write only appends to it, so
	// nothing writes to the chunk while gRPC reads it.
	chunk := s.audio[s.next-s.base : end-s.base : end-s.base]
	return chunk, s.finishing && end == s.written
}

// sent records that the current stream took n more bytes, drops what no stream will need,
// and returns the position sent up to.
func (s *liveStream) sent(n int) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next += int64(n)
	s.forwarded = max(s.forwarded, s.next)
	s.trimLocked()
	return s.next
}

// trimLocked keeps the audio from the end of the last final, at most tailBytes of it, and all
// audio the current stream has not sent (settled never passes next); s.mu is held. The memory
// dropped is freed when Write's appends move the audio to a new array.
func (s *liveStream) trimLocked() {
	base := max(s.base, s.settled, s.next-s.tailBytes)
	s.audio = s.audio[base-s.base:]
	s.base = base
}

func (s *liveStream) settledAt() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.settled
}

func (s *liveStream) finished() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.finishing && s.next == s.written
}

// receive reads one call's responses until its end, passing the results on while the call
// is the current one. nil means Google ended the call after the client closed its side.
func (s *liveStream) receive(call *liveCall) error {
	for {
		resp, err := call.client.Recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if failure := resp.GetError(); failure != nil && failure.GetCode() != int32(codes.OK) {
			return status.ErrorProto(failure)
		}
		s.deliver(call, resp.GetResults())
	}
}

// deliver passes one response's results to heard: each final with text, then the interims
// joined. A final's end is stated from its call's start, which lies offset into the audio.
func (s *liveStream) deliver(call *liveCall, results []*speechpb.StreamingRecognitionResult) {
	s.heardMu.Lock()
	defer s.heardMu.Unlock()
	if s.current != call || s.deaf {
		return
	}
	var interims []string
	for _, result := range results {
		text := bestTranscript(result.GetAlternatives())
		if !result.GetIsFinal() {
			if text != "" {
				interims = append(interims, text)
			}
			continue
		}
		s.mu.Lock()
		// Google's end may lie a little past the audio it was sent.
		end := min(call.offset+liveBytes(result.GetResultEndTime().AsDuration()), s.next)
		s.settled = max(s.settled, end)
		s.trimLocked()
		s.mu.Unlock()
		s.heardUntil = max(s.heardUntil, ports.LiveAudioDuration(end))
		if text != "" {
			s.heard(ports.LiveText{Text: text, Final: true, HeardUntil: s.heardUntil})
		}
	}
	if len(interims) > 0 {
		s.heard(ports.LiveText{Text: strings.Join(interims, " ")})
	}
}

// liveBytes is how many bytes of live audio play for d, in whole samples.
func liveBytes(d time.Duration) int64 {
	return int64(d/(time.Second/ports.LiveSampleRate)) * 2
}
