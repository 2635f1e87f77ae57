package report

// The messages of the auto-workflow toggles, as the UI shows them.
const (
	MsgOneAutoProcessing = "Only one auto-processing option can be enabled at a time."
	MsgOneAutoWorkflow   = "Only one auto-workflow option can be enabled at a time."
)

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// ExternalAutoProcessing is the action that runs by itself once a pasted transcript rests.
type ExternalAutoProcessing struct {
	Format, FillTemplate, GenerateReport bool
}

// Validate allows at most one toggle on, so a pasted transcript never starts two actions.
func (a ExternalAutoProcessing) Validate() error {
	if countOn(a.Format, a.FillTemplate, a.GenerateReport) > 1 {
		return Problem(MsgOneAutoProcessing)
	}
	return nil
}

// RecordingAutoWorkflow is the action that runs by itself once a recording is transcribed.
type RecordingAutoWorkflow struct {
	FillTemplate, GenerateReport bool
}

// Validate allows at most one toggle on: the two are mutually exclusive in the voice panel.
func (a RecordingAutoWorkflow) Validate() error {
	if countOn(a.FillTemplate, a.GenerateReport) > 1 {
		return Problem(MsgOneAutoWorkflow)
	}
	return nil
}

func countOn(toggles ...bool) int {
	n := 0
	for _, on := range toggles {
		if on {
			n++
		}
	}
	return n
}
