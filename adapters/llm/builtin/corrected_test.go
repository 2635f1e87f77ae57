package builtin_test

import (
	"context"
	"testing"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/ports"
)

// correctedText runs Correct as the pipeline does before every action.
func correctedText(tb testing.TB, text, code string) string {
	tb.Helper()
	res, err := builtin.New().Correct(context.Background(), ports.CorrectionRequest{Text: text, Language: code})
	if err != nil {
		tb.Fatal(err)
	}
	return res.Text
}
