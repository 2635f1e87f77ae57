// The tutorial videos and the contact form's call, for other pages that point to them. The page
// (/tutorials) is loaded by the router itself.
export { tutorialsApi, useGetTutorialsQuery, useSubmitContactMutation } from './api'
export type { ContactRequest, TutorialCategory, TutorialVideo } from './types'
