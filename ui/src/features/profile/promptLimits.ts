import type { InputProps } from 'antd'
import { codePointLength } from '../../lib/codePointLength'

// Spec 001 section 9.
export const MAX_CUSTOM_PROMPT_LENGTH = 5000
export const MAX_SAVED_PROMPTS = 5
export const MAX_SAVED_PROMPT_NAME_LENGTH = 100

// An input's character counter as "N/max", counted the way the server counts.
export function counter(max: number): NonNullable<InputProps['count']> {
  return { show: ({ count }) => `${String(count)}/${String(max)}`, max, strategy: codePointLength }
}
