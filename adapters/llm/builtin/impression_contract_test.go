package builtin

import (
	"testing"

	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestWriteImpressionKeepsThePortsContract(t *testing.T) {
	portstest.RunImpressionWriterContract(t, func(*testing.T) ports.ReportWriter { return New() }, ports.PromptChoice{})
}
