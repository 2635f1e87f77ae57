// The tutorials page's words that the spec fixes (spec 001 sections 7 to 9).

// The subject of every question sent from this page.
export const QUESTION_SUBJECT = 'FAQ question from the tutorials page'
export const QUESTION_SUBMITTED = 'Question Submitted'
export const THANK_YOU = "Thank you! We'll get back to you soon."
export const SUBMIT_FAILED = 'Failed to submit your question. Please try again.'
export const REPLY_PROMISE = 'Our support team replies to every question within 24 hours.'
