export type Role = 'admin' | 'user'

// The signed-in user as GET /api/auth/user returns it (fields the UI reads).
export interface User {
  id: string
  firstName: string | null
  lastName: string | null
  email: string
  role: Role
  preferredLanguage: string
  profileImageUrl: string | null
  subscriptionStatus: string | null
  trialEndsAt: string | null
}
