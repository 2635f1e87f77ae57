// The reports produced (format, fill, generate), as GET /api/user-stats and /api/admin/stats
// count them: by action and by where the transcript came from. Only counts.
export interface ReportCounts {
  total: number
  byAction: { format: number; fill: number; generate: number }
  byInputMethod: { pasted: number; voice: number }
}

export const NO_REPORTS: ReportCounts = {
  total: 0,
  byAction: { format: 0, fill: 0, generate: 0 },
  byInputMethod: { pasted: 0, voice: 0 },
}

// "12 formatted · 3 filled · 0 generated": every action, so a zero is seen as one.
export function reportsByAction(counts: ReportCounts | undefined): string {
  const { format, fill, generate } = (counts ?? NO_REPORTS).byAction
  return `${String(format)} formatted · ${String(fill)} filled · ${String(generate)} generated`
}

// "14 pasted or typed · 1 voice".
export function reportsByInput(counts: ReportCounts | undefined): string {
  const { pasted, voice } = (counts ?? NO_REPORTS).byInputMethod
  return `${String(pasted)} pasted or typed · ${String(voice)} voice`
}
