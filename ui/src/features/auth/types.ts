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

export interface AuthProviders {
  google: boolean
}

export interface MessageResponse {
  message: string
}

export interface UserResponse {
  user: User
}

export interface Credentials {
  email: string
  password: string
}

export interface Registration extends Credentials {
  confirmPassword: string
  firstName: string
  lastName: string
}

export interface VerificationRequest {
  email: string
  code: string
}

export interface ResetPasswordRequest {
  token: string
  password: string
}
