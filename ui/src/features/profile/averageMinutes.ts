// The server measures report time in seconds; the statistics show minutes with one decimal.
export function averageMinutes(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`
}
