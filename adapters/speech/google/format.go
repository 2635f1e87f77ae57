package google

import (
	"fmt"

	"cloud.google.com/go/speech/apiv1/speechpb"

	"github.com/radscribe/radscribe/ports"
)

// opusSampleRate is what every Opus stream decodes to, whatever rate it was recorded at;
// Google wants it stated for WEBM_OPUS and OGG_OPUS.
const opusSampleRate = 48000

// audioEncoding says how Google should read our container. WAV leaves the sample rate 0:
// v1 takes it from the WAV header. MP3 and M4A are refused because v1 reads neither (MP3
// only in v1p1beta1, M4A not at all).
func audioEncoding(format string) (speechpb.RecognitionConfig_AudioEncoding, int32, error) {
	switch format {
	case ports.AudioWebM:
		return speechpb.RecognitionConfig_WEBM_OPUS, opusSampleRate, nil
	case ports.AudioOgg:
		return speechpb.RecognitionConfig_OGG_OPUS, opusSampleRate, nil
	case ports.AudioWAV:
		return speechpb.RecognitionConfig_LINEAR16, 0, nil
	case ports.AudioMP3, ports.AudioM4A:
		return 0, 0, fmt.Errorf("google speech: %s: %w", format, ports.ErrAudioFormatUnsupported)
	default:
		return 0, 0, fmt.Errorf("google speech: unknown audio format %q: %w", format, ports.ErrAudioFormatUnsupported)
	}
}
