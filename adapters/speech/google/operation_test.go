package google

import (
	"cloud.google.com/go/longrunning/autogen/longrunningpb"
	"cloud.google.com/go/speech/apiv1/speechpb"
	spb "google.golang.org/genproto/googleapis/rpc/status"
	"google.golang.org/grpc/codes"
	"google.golang.org/protobuf/types/known/anypb"
)

const testOperationName = "operations/1234"

// doneOperation is a finished LongRunningRecognize operation carrying resp.
func doneOperation(resp *speechpb.LongRunningRecognizeResponse) *longrunningpb.Operation {
	packed, err := anypb.New(resp)
	if err != nil {
		panic(err)
	}
	return &longrunningpb.Operation{
		Name:   testOperationName,
		Done:   true,
		Result: &longrunningpb.Operation_Response{Response: packed},
	}
}

// runningOperation is an operation Google is still working on.
func runningOperation() *longrunningpb.Operation {
	return &longrunningpb.Operation{Name: testOperationName}
}

// failedOperation is an operation that finished with an error status.
func failedOperation(code codes.Code, message string) *longrunningpb.Operation {
	return &longrunningpb.Operation{
		Name:   testOperationName,
		Done:   true,
		Result: &longrunningpb.Operation_Error{Error: &spb.Status{Code: int32(code), Message: message}},
	}
}

// result is one recognized piece of audio with its alternatives, best first.
func result(alternatives ...string) *speechpb.SpeechRecognitionResult {
	r := &speechpb.SpeechRecognitionResult{}
	for _, a := range alternatives {
		r.Alternatives = append(r.Alternatives, &speechpb.SpeechRecognitionAlternative{Transcript: a})
	}
	return r
}
