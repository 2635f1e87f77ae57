import type { User } from '../features/auth'

// A signed-in user for tests of the pages that read the current user.
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'user',
    preferredLanguage: 'en',
    profileImageUrl: null,
    subscriptionStatus: 'trialing',
    trialEndsAt: '2999-01-01T00:00:00Z',
    templateSearchTerm: null,
    templateModalityFilter: null,
    templateLanguageFilter: null,
    customCorrectionPrompt: null,
    customReportGenerationPrompt: null,
    customTemplatePopulationPrompt: null,
    customReportFromScratchPrompt: null,
    useCustomCorrectionPrompt: false,
    useCustomReportGenerationPrompt: false,
    useCustomTemplatePopulationPrompt: false,
    useCustomReportFromScratchPrompt: false,
    customImpressionPrompt: null,
    useCustomImpressionPrompt: false,
    ...overrides,
  }
}
