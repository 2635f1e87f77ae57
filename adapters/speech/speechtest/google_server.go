package speechtest

import (
	"context"
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
)

// GoogleStreamLimit is how much audio Google takes on one stream before it ends the stream
// with OUT_OF_RANGE.
const GoogleStreamLimit = 305 * time.Second

// GoogleOptions shape a GoogleServer.
type GoogleOptions struct {
	// StreamLimit is the most audio one StreamingRecognize call takes; past it the call ends
	// with OUT_OF_RANGE as Google's does. Zero is GoogleStreamLimit.
	StreamLimit time.Duration
	// EngineDelay is waited before each answer, as a real engine's latency (benchmarks).
	EngineDelay time.Duration
	// Fail, when not nil, ends every StreamingRecognize call with this error once the first
	// audio has arrived.
	Fail error
}

// GoogleStream is what one StreamingRecognize call received.
type GoogleStream struct {
	Config *speechpb.StreamingRecognitionConfig
	// Audio is how long the audio received plays.
	Audio time.Duration
}

// GoogleServer is an in-process Speech-to-Text v1 server whose engine hears synthetic speech
// (Speak): StreamingRecognize answers interim results as each word of an utterance completes
// and a final result once the utterance's pause is heard; Recognize answers a LINEAR16 (WAV
// or raw) recording's utterances at once.
type GoogleServer struct {
	speechpb.UnimplementedSpeechServer

	opts GoogleOptions
	addr string

	mu      sync.Mutex
	streams []GoogleStream
}

// NewGoogleServer starts the server on a free local port; it stops when the test ends.
func NewGoogleServer(t testing.TB, opts GoogleOptions) *GoogleServer {
	t.Helper()
	if opts.StreamLimit == 0 {
		opts.StreamLimit = GoogleStreamLimit
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("google server: listen: %v", err)
	}
	s := &GoogleServer{opts: opts, addr: listener.Addr().String()}
	server := grpc.NewServer()
	speechpb.RegisterSpeechServer(server, s)
	go func() { _ = server.Serve(listener) }()
	t.Cleanup(server.Stop)
	return s
}

// Addr is the server's host:port, for a client's endpoint (without TLS or credentials).
func (s *GoogleServer) Addr() string { return s.addr }

// Streams returns what each StreamingRecognize call received so far, in the order opened.
func (s *GoogleServer) Streams() []GoogleStream {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]GoogleStream(nil), s.streams...)
}

// Recognize hears a LINEAR16 recording: raw at the configured rate, or a WAV file whose
// header gives the rate (as v1 reads it when the configuration leaves the rate 0).
func (s *GoogleServer) Recognize(ctx context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
	if req.GetConfig().GetEncoding() != speechpb.RecognitionConfig_LINEAR16 {
		return nil, status.Error(codes.InvalidArgument, "the test engine hears LINEAR16 only")
	}
	pcm, rate := req.GetAudio().GetContent(), int(req.GetConfig().GetSampleRateHertz())
	if wavPCM, wavRate, err := pcmfile.ReadWAV(pcm); err == nil {
		pcm, rate = wavPCM, wavRate
	}
	if rate <= 0 {
		return nil, status.Error(codes.InvalidArgument, "no sample rate")
	}
	if err := s.engineDelay(ctx); err != nil {
		return nil, err
	}
	resp := &speechpb.RecognizeResponse{TotalBilledTime: durationpb.New(Duration(pcm, rate))}
	for _, utterance := range Pauses(Hear(pcm, rate)) {
		resp.Results = append(resp.Results, &speechpb.SpeechRecognitionResult{
			Alternatives:  []*speechpb.SpeechRecognitionAlternative{{Transcript: Text(utterance)}},
			ResultEndTime: durationpb.New(utterance[len(utterance)-1].End),
		})
	}
	return resp, nil
}

// StreamingRecognize hears raw LINEAR16 audio as it arrives. It keeps only the audio after
// the last final result, whose end is a word's end, so each chunk is heard in time linear in
// the current utterance, not the stream.
func (s *GoogleServer) StreamingRecognize(stream speechpb.Speech_StreamingRecognizeServer) error {
	first, err := stream.Recv()
	if err != nil {
		return err
	}
	config := first.GetStreamingConfig()
	if config == nil {
		return status.Error(codes.InvalidArgument, "the first request must carry the streaming configuration")
	}
	rate := int(config.GetConfig().GetSampleRateHertz())
	if config.GetConfig().GetEncoding() != speechpb.RecognitionConfig_LINEAR16 || rate <= 0 {
		return status.Error(codes.InvalidArgument, "the test engine hears raw LINEAR16 with a sample rate only")
	}
	s.mu.Lock()
	index := len(s.streams)
	s.streams = append(s.streams, GoogleStream{Config: proto.Clone(config).(*speechpb.StreamingRecognitionConfig)})
	s.mu.Unlock()

	engine := googleEngine{rate: rate, interims: config.GetInterimResults()}
	var received int
	for {
		req, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return s.answer(stream, engine.finish())
		}
		if err != nil {
			return err
		}
		received += len(req.GetAudioContent())
		heard := at(received/2, rate)
		s.mu.Lock()
		s.streams[index].Audio = heard
		s.mu.Unlock()
		if s.opts.Fail != nil {
			return s.opts.Fail
		}
		if heard > s.opts.StreamLimit {
			return status.Errorf(codes.OutOfRange, "Exceeded maximum allowed stream duration of %d seconds.", int(s.opts.StreamLimit/time.Second))
		}
		if err := s.answer(stream, engine.hear(req.GetAudioContent())); err != nil {
			return err
		}
	}
}

// answer sends the results, if any, after the engine delay.
func (s *GoogleServer) answer(stream speechpb.Speech_StreamingRecognizeServer, results []*speechpb.StreamingRecognitionResult) error {
	if len(results) == 0 {
		return nil
	}
	if err := s.engineDelay(stream.Context()); err != nil {
		return err
	}
	return stream.Send(&speechpb.StreamingRecognizeResponse{Results: results})
}

func (s *GoogleServer) engineDelay(ctx context.Context) error {
	if s.opts.EngineDelay <= 0 {
		return nil
	}
	timer := time.NewTimer(s.opts.EngineDelay)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return status.FromContextError(ctx.Err()).Err()
	}
}

// googleEngine hears one stream. pending is the audio after the last final result, which
// starts at settled into the stream.
type googleEngine struct {
	rate        int
	interims    bool
	pending     []byte
	settled     time.Duration
	lastInterim string
}

// hear takes the next audio and returns the finals of the utterances whose pause it now
// holds, then the interim of the words of the current utterance completed so far, when they
// changed.
func (e *googleEngine) hear(audio []byte) []*speechpb.StreamingRecognitionResult {
	e.pending = append(e.pending, audio...)
	heardFor := Duration(e.pending, e.rate)
	var results []*speechpb.StreamingRecognitionResult
	var finalEnd time.Duration
	for _, utterance := range Pauses(Hear(e.pending, e.rate)) {
		end := utterance[len(utterance)-1].End
		// Only the last utterance can lack its pause: the others have the next one after it.
		if heardFor-end >= PauseTime/2 {
			results = append(results, e.result(Text(utterance), true, end))
			finalEnd, e.lastInterim = end, ""
			continue
		}
		// A word is complete once silence follows it: Hear ends the word being spoken at the
		// end of the audio.
		var complete []Word
		for _, w := range utterance {
			if w.End < heardFor {
				complete = append(complete, w)
			}
		}
		if text := Text(complete); e.interims && text != "" && text != e.lastInterim {
			e.lastInterim = text
			results = append(results, e.result(text, false, end))
		}
	}
	e.settle(finalEnd)
	return results
}

// finish finalises what is left when the client has sent all its audio.
func (e *googleEngine) finish() []*speechpb.StreamingRecognitionResult {
	var results []*speechpb.StreamingRecognitionResult
	for _, utterance := range Pauses(Hear(e.pending, e.rate)) {
		results = append(results, e.result(Text(utterance), true, utterance[len(utterance)-1].End))
	}
	return results
}

// settle drops the audio up to end (a word's end, relative to pending) once it is final.
func (e *googleEngine) settle(end time.Duration) {
	cut := min(len(e.pending), 2*samplesOf(end, e.rate))
	e.pending = e.pending[cut:]
	e.settled += end
}

// result is a result ending at end into pending, stated from the stream's start as Google does.
func (e *googleEngine) result(text string, final bool, end time.Duration) *speechpb.StreamingRecognitionResult {
	return &speechpb.StreamingRecognitionResult{
		Alternatives:  []*speechpb.SpeechRecognitionAlternative{{Transcript: text}},
		IsFinal:       final,
		ResultEndTime: durationpb.New(e.settled + end),
	}
}
