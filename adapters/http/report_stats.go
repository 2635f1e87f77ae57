package http

import "github.com/radscribe/radscribe/domain/usage"

// reportCountsDTO counts the reports produced (format, fill, generate) by action and by input
// method ("pasted": pasted or typed into the transcript box; "voice": dictated in RadScribe).
// Every action and input method is there, 0 when none.
type reportCountsDTO struct {
	Total         int64            `json:"total"`
	ByAction      map[string]int64 `json:"byAction"`
	ByInputMethod map[string]int64 `json:"byInputMethod"`
}

func newReportCountsDTO(c usage.ReportCounts) reportCountsDTO {
	dto := reportCountsDTO{Total: c.Total(), ByAction: map[string]int64{}, ByInputMethod: map[string]int64{}}
	for _, a := range usage.ReportActions {
		dto.ByAction[string(a)] = c.ByAction(a)
	}
	for _, m := range usage.InputMethods {
		dto.ByInputMethod[string(m)] = c.ByInput(m)
	}
	return dto
}
