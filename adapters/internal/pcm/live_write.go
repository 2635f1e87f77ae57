package pcm

import "errors"

var (
	// ErrHalfSample fails a live stream given audio that is not whole 16-bit samples: every
	// later sample would be misread, so the stream cannot go on.
	ErrHalfSample = errors.New("live audio must be whole 16-bit samples")
	// ErrBacklog fails a live stream whose engine does not take the audio as fast as it is
	// spoken: the audio waiting to be sent has passed its bound.
	ErrBacklog = errors.New("the engine is not taking the audio as fast as it is spoken")
)

// CheckLiveWrite is the rule every live stream's Write applies to the audio it is given, once
// it has answered a failure or an end of its own: nil when chunk may be queued, else the error
// the stream fails with (ErrHalfSample, ErrBacklog). waiting is the audio already queued and
// not yet sent, limit its bound in bytes (0 for none).
func CheckLiveWrite(chunk []byte, waiting, limit int64) error {
	switch {
	case len(chunk)%2 != 0:
		return ErrHalfSample
	case limit > 0 && waiting+int64(len(chunk)) > limit:
		return ErrBacklog
	}
	return nil
}
