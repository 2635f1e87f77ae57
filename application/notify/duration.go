package notify

import (
	"strconv"
	"time"
)

// forHumans writes d as "1 hour", "48 hours" or "10 minutes". It rounds down, so a message
// never promises more time than the link or code really has, and says at least "1 minute".
func forHumans(d time.Duration) string {
	if d >= time.Hour && d%time.Hour == 0 {
		return plural(int(d/time.Hour), "hour")
	}
	return plural(max(int(d/time.Minute), 1), "minute")
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}
