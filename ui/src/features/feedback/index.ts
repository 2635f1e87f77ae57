// The feedback popover shown after a copy.
export { FeedbackPopover } from './FeedbackPopover'
export type { FeedbackContext } from './types'
