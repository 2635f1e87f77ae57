const PREVIEW_LENGTH = 200

// The start of a prompt for the list (spec 001 section 9), cut by characters, not UTF-16 units.
export function promptPreview(promptText: string): string {
  const characters = Array.from(promptText)
  if (characters.length <= PREVIEW_LENGTH) return promptText
  return `${characters.slice(0, PREVIEW_LENGTH).join('')}...`
}
