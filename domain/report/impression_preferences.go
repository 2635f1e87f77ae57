package report

// The ways background findings (chronic, stable, post-surgical, device and incidental) may
// stand in a written impression.
const (
	// BackgroundByStudy sums them up in one line on a cross-sectional study (CT, MR,
	// ultrasound) and leaves them out of a radiograph's impression.
	BackgroundByStudy = "by-study"
	// BackgroundSummed sums them up in one line on every study.
	BackgroundSummed = "summed"
	// BackgroundLeftOut leaves them out of every impression.
	BackgroundLeftOut = "left-out"
)

// MsgBackgroundChoice is shown when a request names no known way.
const MsgBackgroundChoice = "Incidental findings must be by-study, summed or left-out."

// ImpressionPreferences are how a radiologist wants the impressions written for them, by the
// built-in engine and by a language model alike.
type ImpressionPreferences struct {
	// Numbered puts list numbers ("1.", "2.") before the lines of an impression of more than one.
	Numbered bool
	// Background is BackgroundByStudy, BackgroundSummed or BackgroundLeftOut.
	Background string
	// Recommendations puts the follow-up a radiologist accepts into the impression, after the
	// finding it belongs to; off, it goes into a Recommendations paragraph after the impression.
	Recommendations bool
}

// DefaultImpressionPreferences are the preferences of a radiologist who never chose: numbered,
// background findings as the study suggests, follow-up in the impression.
func DefaultImpressionPreferences() ImpressionPreferences {
	return ImpressionPreferences{Numbered: true, Background: BackgroundByStudy, Recommendations: true}
}

// Validate refuses an unknown way of writing background findings.
func (p ImpressionPreferences) Validate() error {
	switch p.Background {
	case BackgroundByStudy, BackgroundSummed, BackgroundLeftOut:
		return nil
	}
	return Problem(MsgBackgroundChoice)
}

// summed tells whether background findings are summed up in an impression of a study of the
// setting.
func (p ImpressionPreferences) summed(crossSectional bool) bool {
	switch p.Background {
	case BackgroundSummed:
		return true
	case BackgroundLeftOut:
		return false
	}
	return crossSectional
}

// OrDefault is p, or the defaults when p was never set (a request that names no preferences).
func (p ImpressionPreferences) OrDefault() ImpressionPreferences {
	if p.Background == "" {
		return DefaultImpressionPreferences()
	}
	return p
}
