package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	dictationapp "github.com/radscribe/radscribe/application/dictation"
	dictationdomain "github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

type dictationHandler struct {
	dictation   *dictationapp.Service
	live        *dictationapp.Live
	liveOrigins []string
}

type clearTranscriptsResponse struct {
	Cleared int `json:"cleared"`
}

// clearTranscripts answers New Report: the session's transcripts are deleted.
func (h dictationHandler) clearTranscripts(c *gin.Context) {
	cleared, err := h.dictation.ClearSessionTranscripts(c.Request.Context(), mustUser(c), c.Param("id"))
	respond(c, http.StatusOK, clearTranscriptsResponse{Cleared: cleared}, err)
}

type speechStatusResponse struct {
	Configured    bool   `json:"configured"`
	Provider      string `json:"provider"`
	Streaming     bool   `json:"streaming"`
	Live          bool   `json:"live"`
	MaxAudioBytes int64  `json:"maxAudioBytes"`
}

// speechStatus tells the voice panel whether it can record.
func (h dictationHandler) speechStatus(c *gin.Context) {
	s := h.dictation.SpeechStatus()
	c.JSON(http.StatusOK, speechStatusResponse{Configured: s.Configured, Provider: s.Provider, Streaming: s.Streaming, Live: h.live.Available(), MaxAudioBytes: s.MaxAudioBytes})
}

type createRecordingRequest struct {
	Language       string     `json:"language"`
	Status         string     `json:"status"`
	SessionID      string     `json:"sessionId"`
	StartTime      *time.Time `json:"startTime"`
	EndTime        *time.Time `json:"endTime"`
	Duration       float64    `json:"duration"` // seconds
	TemplateID     string     `json:"templateId"`
	UserTemplateID string     `json:"userTemplateId"`
}

// recordingDTO is a recording as the spec's entity names its fields; times RFC 3339, duration
// in seconds, absent values null.
type recordingDTO struct {
	ID                  string          `json:"id"`
	SessionID           string          `json:"sessionId"`
	Language            string          `json:"language"`
	Status              string          `json:"status"`
	StartTime           *string         `json:"startTime"`
	EndTime             *string         `json:"endTime"`
	Duration            float64         `json:"duration"`
	TemplateID          *string         `json:"templateId"`
	UserTemplateID      *string         `json:"userTemplateId"`
	FileSize            int64           `json:"fileSize"`
	CreatedAt           string          `json:"createdAt"`
	Transcript          string          `json:"transcript"`
	CorrectedTranscript string          `json:"correctedTranscript"`
	CorrectedText       string          `json:"correctedText"`
	Corrections         []correctionDTO `json:"corrections"`
}

func newRecordingDTO(r dictationdomain.Recording) recordingDTO {
	return recordingDTO{
		ID: r.ID, SessionID: r.SessionID, Language: r.Language, Status: string(r.Status),
		StartTime: optionalTime(r.Timing.Start), EndTime: optionalTime(r.Timing.End), Duration: r.Timing.Duration.Seconds(),
		TemplateID: optional(r.TemplateID), UserTemplateID: optional(r.UserTemplateID), FileSize: r.FileSize, CreatedAt: timestamp(r.CreatedAt),
		Transcript: r.Transcript.Raw, CorrectedTranscript: r.Transcript.Corrected, CorrectedText: r.Transcript.Corrected,
		Corrections: correctionDTOs(r.Corrections),
	}
}

func correctionDTOs(corrections []report.Correction) []correctionDTO {
	return listOf(corrections, func(x report.Correction) correctionDTO {
		return correctionDTO{Original: x.Original, Corrected: x.Corrected, Source: x.Source}
	})
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func optionalTime(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	return optional(timestamp(t))
}

// createRecording stores a new recording's row; the answer carries the session id later
// recordings bring along.
func (h dictationHandler) createRecording(c *gin.Context) {
	var req createRecordingRequest
	if !bind(c, &req) {
		return
	}
	in := dictationapp.NewRecording{
		Language: req.Language, Status: dictationdomain.Status(req.Status), SessionID: req.SessionID,
		Timing:     dictationdomain.Timing{Start: timeOrZero(req.StartTime), End: timeOrZero(req.EndTime), Duration: seconds(req.Duration)},
		TemplateID: req.TemplateID, UserTemplateID: req.UserTemplateID,
	}
	recording, err := h.dictation.CreateRecording(c.Request.Context(), mustUser(c), in)
	respond(c, http.StatusCreated, newRecordingDTO(recording), err)
}

type sessionResponse struct {
	SessionID  string         `json:"sessionId"`
	Recordings []recordingDTO `json:"recordings"`
	// Transcript is the session's text as fill and generate receive it.
	Transcript string `json:"transcript"`
}

// session answers a dictation session's recordings, so the workspace can show them again
// after a reload.
func (h dictationHandler) session(c *gin.Context) {
	session, err := h.dictation.SessionRecordings(c.Request.Context(), mustUser(c), c.Param("id"))
	respond(c, http.StatusOK, sessionResponse{SessionID: c.Param("id"), Recordings: listOf(session.Recordings, newRecordingDTO), Transcript: session.Transcript}, err)
}

func timeOrZero(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// seconds converts the browser's duration; NaN and absurd values fail the domain's check.
func seconds(s float64) time.Duration {
	if s != s || s > dictationdomain.MaxRecordingDuration.Seconds()*2 || s < -1 {
		return -1
	}
	return time.Duration(s * float64(time.Second))
}
