export type TutorialCategory = 'basics' | 'advanced' | 'tips'

// A tutorial video as GET /api/tutorials answers it; vimeoId is empty while the video is not
// available yet, vimeoHash for a public video, duration when unknown.
export interface TutorialVideo {
  id: string
  title: string
  description: string
  duration: string
  vimeoId: string
  vimeoHash: string
  category: TutorialCategory
}

// POST /api/contact (spec 001 section 7).
export interface ContactRequest {
  name: string
  email: string
  subject: string
  message: string
}

export interface ContactResponse {
  message: string
}
