import type { User } from '../features/auth'
import { json, type Responder } from './stubApi'

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

/**
 * The routes of a server that keeps the user: the user's read answers what the saves on
 * flagPaths changed, once the server accepted them, as the app's reread after a save expects.
 */
export function keptUser(user: User, flagPaths: Record<string, Responder>): Record<string, Responder> {
  let onServer = user
  const routes: Record<string, Responder> = { '/api/auth/user': () => json(200, onServer) }
  for (const [path, respond] of Object.entries(flagPaths)) {
    routes[path] = async (request) => {
      const answer = await respond(request.clone())
      if (answer.ok && request.method === 'PUT') {
        onServer = { ...onServer, ...((await request.clone().json()) as Partial<User>) }
      }
      return answer
    }
  }
  return routes
}
