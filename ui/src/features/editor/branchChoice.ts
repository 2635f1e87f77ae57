import type { RecommendationBranch } from '../report'

// The risk words besides a branch's own label ("High risk"): English, as most dictate them.
const RISK_WORDS: Record<string, string[]> = {
  'low-risk': ['low risk', 'low-risk'],
  'high-risk': ['high risk', 'high-risk'],
}

function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+')
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(text.toLowerCase())
}

/**
 * The alternative the dictation names ("high risk" in the transcript, or the branch's label in
 * the report's language: "hohes Risiko"), or null when it names none or more than one: then the
 * radiologist is asked.
 */
export function dictatedBranch(branches: RecommendationBranch[], transcript: string): RecommendationBranch | null {
  const named = branches.filter((branch) =>
    [branch.label, ...(RISK_WORDS[branch.key] ?? [])].some((phrase) => phrase.trim() !== '' && mentions(transcript, phrase)),
  )
  return named.length === 1 ? (named[0] ?? null) : null
}
