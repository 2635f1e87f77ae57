package google

import (
	"context"
	"net"
	"sync"
	"testing"

	"cloud.google.com/go/longrunning/autogen/longrunningpb"
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
	longrunningpb.UnimplementedOperationsServer

	recognize     func(ctx context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error)
	longRecognize func(ctx context.Context, req *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error)
	getOperation  func(ctx context.Context, req *longrunningpb.GetOperationRequest) (*longrunningpb.Operation, error)

	mu         sync.Mutex
	recognized []*speechpb.RecognizeRequest
	longs      []*speechpb.LongRunningRecognizeRequest
	polled     []*longrunningpb.GetOperationRequest
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
	longrunningpb.RegisterOperationsServer(server, s)
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

func (s *speechServer) LongRunningRecognize(ctx context.Context, req *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
	s.mu.Lock()
	s.longs = append(s.longs, proto.Clone(req).(*speechpb.LongRunningRecognizeRequest))
	s.mu.Unlock()
	if s.longRecognize == nil {
		return doneOperation(&speechpb.LongRunningRecognizeResponse{}), nil
	}
	return s.longRecognize(ctx, req)
}

func (s *speechServer) GetOperation(ctx context.Context, req *longrunningpb.GetOperationRequest) (*longrunningpb.Operation, error) {
	s.mu.Lock()
	s.polled = append(s.polled, proto.Clone(req).(*longrunningpb.GetOperationRequest))
	s.mu.Unlock()
	if s.getOperation == nil {
		return s.UnimplementedOperationsServer.GetOperation(ctx, req)
	}
	return s.getOperation(ctx, req)
}

// calls returns copies of what the server received so far.
func (s *speechServer) calls() (recognized []*speechpb.RecognizeRequest, longs []*speechpb.LongRunningRecognizeRequest, polled []*longrunningpb.GetOperationRequest) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append(recognized, s.recognized...), append(longs, s.longs...), append(polled, s.polled...)
}
