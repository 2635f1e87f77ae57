package google

import (
	"context"
	"errors"
	"io"
	"net"
	"sync"
	"testing"

	speech "cloud.google.com/go/speech/apiv1"
	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/require"
	"google.golang.org/api/option"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/proto"

	"github.com/radscribe/radscribe/config"
)

// speechServer is an in-process Speech-to-Text v1 server. It records every request and
// answers with the test's functions; a nil function answers with an empty success.
type speechServer struct {
	speechpb.UnimplementedSpeechServer

	recognize func(ctx context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error)
	// stream answers a StreamingRecognize call; what it reads through stream.Recv is recorded.
	// nil reads the whole stream and ends it without results.
	stream func(stream speechpb.Speech_StreamingRecognizeServer) error

	mu         sync.Mutex
	recognized []*speechpb.RecognizeRequest
	streamed   [][]*speechpb.StreamingRecognizeRequest
	addr       string
}

// newSpeechServer starts the server on a free local port; it stops when the test ends.
func newSpeechServer(t *testing.T) *speechServer {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	s := &speechServer{addr: listener.Addr().String()}
	server := grpc.NewServer()
	speechpb.RegisterSpeechServer(server, s)
	go func() { _ = server.Serve(listener) }()
	t.Cleanup(server.Stop)
	return s
}

// recognizer returns a Recognizer whose client talks to this server without TLS or credentials.
func (s *speechServer) recognizer(t *testing.T, cfg config.SpeechGoogle) *Recognizer {
	t.Helper()
	client, err := speech.NewClient(context.Background(),
		option.WithEndpoint(s.addr),
		option.WithoutAuthentication(),
		option.WithGRPCDialOption(grpc.WithTransportCredentials(insecure.NewCredentials())),
	)
	require.NoError(t, err)
	r := NewWithClient(client, cfg)
	t.Cleanup(func() { _ = r.Close() })
	return r
}

func (s *speechServer) Recognize(ctx context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
	s.mu.Lock()
	s.recognized = append(s.recognized, proto.Clone(req).(*speechpb.RecognizeRequest))
	s.mu.Unlock()
	if s.recognize == nil {
		return &speechpb.RecognizeResponse{}, nil
	}
	return s.recognize(ctx, req)
}

func (s *speechServer) StreamingRecognize(stream speechpb.Speech_StreamingRecognizeServer) error {
	s.mu.Lock()
	call := len(s.streamed)
	s.streamed = append(s.streamed, nil)
	s.mu.Unlock()
	recorded := recordingStream{Speech_StreamingRecognizeServer: stream, server: s, call: call}
	if s.stream == nil {
		return drain(recorded)
	}
	return s.stream(recorded)
}

// recordingStream records each request the handler reads.
type recordingStream struct {
	speechpb.Speech_StreamingRecognizeServer
	server *speechServer
	call   int
}

func (r recordingStream) Recv() (*speechpb.StreamingRecognizeRequest, error) {
	req, err := r.Speech_StreamingRecognizeServer.Recv()
	if err == nil {
		r.server.mu.Lock()
		r.server.streamed[r.call] = append(r.server.streamed[r.call], proto.Clone(req).(*speechpb.StreamingRecognizeRequest))
		r.server.mu.Unlock()
	}
	return req, err
}

// drain reads the stream until the client closes its side.
func drain(stream speechpb.Speech_StreamingRecognizeServer) error {
	for {
		_, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// calls returns copies of what the server received so far: Recognize requests, and the
// requests of each StreamingRecognize call in the order sent.
func (s *speechServer) calls() (recognized []*speechpb.RecognizeRequest, streamed [][]*speechpb.StreamingRecognizeRequest) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, requests := range s.streamed {
		streamed = append(streamed, append([]*speechpb.StreamingRecognizeRequest(nil), requests...))
	}
	return append(recognized, s.recognized...), streamed
}
