import { vi } from 'vitest'
import type { SiteInfo } from '../features/site'
import { samplePlans } from './subscriptions'

/** An answer to a request; most answer by path alone and ignore it. */
export type Responder = (request: Request) => Response | Promise<Response>

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

// A request that never answers, to observe loading states.
export const pending: Responder = () => new Promise<Response>(() => undefined)

export const sampleSiteInfo: SiteInfo = {
  legalName: 'Example Radiology Software GmbH',
  address: 'Hauptstrasse 1, 10115 Berlin, Germany',
  contactEmail: 'hello@example.com',
  communityUrl: '',
  paymentsEnabled: true,
}

const signedOutDefaults: Record<string, Responder> = {
  '/api/auth/user': () => json(401, { message: 'Unauthorized' }),
  '/api/site-info': () => json(200, sampleSiteInfo),
  '/api/auth/providers': () => json(200, { google: false }),
  '/api/subscription/plans': () => json(200, samplePlans),
}

// The requests fetch received for a path, in order.
export function requestsTo(fetchMock: ReturnType<typeof stubApi>, path: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === path)
}

// Replaces fetch with answers by path (signed-out defaults); unknown paths get the server's 404.
export function stubApi(overrides: Record<string, Responder> = {}) {
  const routes = { ...signedOutDefaults, ...overrides }
  const fetchMock = vi.fn((request: Request) => {
    const respond = routes[new URL(request.url).pathname]
    return Promise.resolve(respond ? respond(request) : json(404, { message: 'Not found' }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
