// Length in Unicode code points, the way the server (Go's utf8.RuneCountInString) counts
// characters; String.length counts UTF-16 units, so an emoji would count twice.
export function codePointLength(text: string): number {
  return Array.from(text).length
}
