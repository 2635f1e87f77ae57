// Package guidance holds the clinical guidance rules read from a report: critical findings to
// communicate and guideline follow-up suggestions. Every result is a suggestion shown to the
// radiologist; nothing here changes the report.
package guidance
