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
  // Settings kept on the user, optional because only the pages that edit them need them.
  templateSearchTerm?: string | null
  templateModalityFilter?: string | null
  templateLanguageFilter?: string | null
  customCorrectionPrompt?: string | null
  customReportGenerationPrompt?: string | null
  customTemplatePopulationPrompt?: string | null
  customReportFromScratchPrompt?: string | null
  useCustomCorrectionPrompt?: boolean
  useCustomReportGenerationPrompt?: boolean
  useCustomTemplatePopulationPrompt?: boolean
  useCustomReportFromScratchPrompt?: boolean
  autoFillTemplate?: boolean
  autoGenerateReport?: boolean
  autoFormatExternal?: boolean
  autoFillTemplateExternal?: boolean
  autoGenerateReportExternal?: boolean
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
