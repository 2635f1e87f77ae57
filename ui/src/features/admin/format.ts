// How the admin pages write times and rates (spec 001 section 9).

// Milliseconds: under a second as whole ms ('850ms'), otherwise seconds with one decimal ('1.2s').
export function formatDuration(ms: number): string {
  const rounded = Math.round(ms)
  if (rounded < 1000) return `${String(Math.max(rounded, 0))}ms`
  return `${(ms / 1000).toFixed(1)}s`
}

// Seconds of recording: under a minute in seconds ('42s'), under an hour in whole minutes
// ('15m'), otherwise hours with one decimal ('2.5h').
export function formatRecordingTime(seconds: number): string {
  const wholeSeconds = Math.max(Math.round(seconds), 0)
  if (wholeSeconds < 60) return `${String(wholeSeconds)}s`
  const minutes = Math.round(wholeSeconds / 60)
  if (minutes < 60) return `${String(minutes)}m`
  return `${(wholeSeconds / 3600).toFixed(1)}h`
}

// A percentage with one decimal: '4.2%'.
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

export function formatDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp))
}

// A day ('12 Mar 2026' in the browser's locale), or a dash for none.
export function formatDate(timestamp: string | null): string {
  return timestamp === null ? '—' : dateFormat.format(new Date(timestamp))
}
