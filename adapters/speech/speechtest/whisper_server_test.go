package speechtest

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

func TestWhisperServerAnswersVerboseJSONWithASegmentPerUtterance(t *testing.T) {
	server := NewWhisperServer(t, WhisperOptions{})
	pcm := resampleLinear(Speak("no pleural effusion", "small pneumothorax"), ports.LiveSampleRate, 24000)

	status, body := postWhisper(t, server, testWAV(pcm, 24000), map[string]string{"model": "whisper-1", "response_format": "verbose_json", "prompt": "pneumothorax", "language": "en"})

	require.Equal(t, http.StatusOK, status)
	var answer struct {
		Text     string  `json:"text"`
		Duration float64 `json:"duration"`
		Segments []struct {
			Start, End float64
			Text       string
		} `json:"segments"`
	}
	require.NoError(t, json.Unmarshal(body, &answer))
	assert.Equal(t, "no pleural effusion small pneumothorax", answer.Text)
	assert.InDelta(t, Duration(pcm, 24000).Seconds(), answer.Duration, 1e-9)
	require.Len(t, answer.Segments, 2)
	assert.Equal(t, " no pleural effusion", answer.Segments[0].Text)
	assert.Equal(t, " small pneumothorax", answer.Segments[1].Text)
	assert.Less(t, answer.Segments[0].End, answer.Segments[1].Start)
	assert.Equal(t, []WhisperRequest{{Model: "whisper-1", Language: "en", Prompt: "pneumothorax", ResponseFormat: "verbose_json", Audio: Duration(pcm, 24000)}}, server.Requests())
}

func TestWhisperServerAnswersJSONWithTheTextAlone(t *testing.T) {
	server := NewWhisperServer(t, WhisperOptions{})
	status, body := postWhisper(t, server, testWAV(Speak("heart normal size"), ports.LiveSampleRate), map[string]string{"model": "gpt-4o-transcribe", "response_format": "json"})
	require.Equal(t, http.StatusOK, status)
	assert.JSONEq(t, `{"text":"heart normal size"}`, string(body))
}

func TestWhisperServerFailsAsScripted(t *testing.T) {
	server := NewWhisperServer(t, WhisperOptions{Fail: func(n int) int {
		if n == 1 {
			return http.StatusServiceUnavailable
		}
		return 0
	}})
	wav := testWAV(Speak("no fracture"), ports.LiveSampleRate)
	fields := map[string]string{"model": "whisper-1"}
	status, _ := postWhisper(t, server, wav, fields)
	assert.Equal(t, http.StatusOK, status)
	status, body := postWhisper(t, server, wav, fields)
	assert.Equal(t, http.StatusServiceUnavailable, status)
	assert.Contains(t, string(body), `"error"`)
	status, _ = postWhisper(t, server, wav, fields)
	assert.Equal(t, http.StatusOK, status)
	assert.Len(t, server.Requests(), 3, "refused requests are recorded too")
}

func TestWhisperServerTakesItsDelay(t *testing.T) {
	server := NewWhisperServer(t, WhisperOptions{Delay: 150 * time.Millisecond})
	started := time.Now()
	status, _ := postWhisper(t, server, testWAV(Speak("no fracture"), ports.LiveSampleRate), map[string]string{"model": "whisper-1"})
	assert.Equal(t, http.StatusOK, status)
	assert.GreaterOrEqual(t, time.Since(started), 150*time.Millisecond)
	assert.Equal(t, 1, server.MostInFlight())
}

func TestWhisperServerRefusesWhatIsNotWAV(t *testing.T) {
	server := NewWhisperServer(t, WhisperOptions{})
	status, body := postWhisper(t, server, []byte("\x1aE\xdf\xa3 webm"), map[string]string{"model": "whisper-1"})
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Contains(t, string(body), "Invalid file format")
}

// postWhisper uploads wav with the fields as a transcription client does.
func postWhisper(t *testing.T, server *WhisperServer, wav []byte, fields map[string]string) (int, []byte) {
	t.Helper()
	var form bytes.Buffer
	writer := multipart.NewWriter(&form)
	for name, value := range fields {
		require.NoError(t, writer.WriteField(name, value))
	}
	file, err := writer.CreateFormFile("file", "recording.wav")
	require.NoError(t, err)
	_, err = file.Write(wav)
	require.NoError(t, err)
	require.NoError(t, writer.Close())
	res, err := http.Post(server.URL+"/audio/transcriptions", writer.FormDataContentType(), &form)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, body
}

// testWAV wraps 16-bit mono PCM in a WAV header with a LIST chunk before the data, as some
// encoders write.
func testWAV(pcm []byte, rate int) []byte {
	var out bytes.Buffer
	le := func(v any) { _ = binary.Write(&out, binary.LittleEndian, v) }
	out.WriteString("RIFF")
	le(uint32(4 + 24 + 8 + 3 + 1 + 8 + len(pcm)))
	out.WriteString("WAVEfmt ")
	le(uint32(16))
	le([]uint16{1, 1})
	le([]uint32{uint32(rate), uint32(rate * 2)})
	le([]uint16{2, 16})
	out.WriteString("LIST")
	le(uint32(3))
	out.WriteString("abc\x00") // an odd size, padded
	out.WriteString("data")
	le(uint32(len(pcm)))
	out.Write(pcm)
	return out.Bytes()
}
