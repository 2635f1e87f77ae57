import { vi } from 'vitest'
import { store } from '../../app/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi, type Responder } from '../../test/stubApi'
import { ctHead, myChest } from '../../test/templates'
import { keptUser, sampleUser } from '../../test/users'
import type { User } from '../auth'
import { newReportStarted, templateSelectionCleared } from '../report'
import WorkspacePage from './WorkspacePage'

// The setup file's matchMedia matches nothing: a phone. This one is a desktop screen.
export function pretendWideScreen() {
  const phoneMedia = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    Object.assign(phoneMedia(query), { matches: query === '(min-width: 992px)' }),
  )
}

/** Renders the workspace on a desktop screen with the given API answers over sensible defaults. */
export function renderWorkspace({ user = {}, routes = {} }: { user?: Partial<User>; routes?: Record<string, Responder> } = {}) {
  pretendWideScreen()
  const fetchMock = stubApi({
    '/api/medical-templates': () => json(200, [ctHead]),
    '/api/user-templates': () => json(200, [myChest]),
    '/api/template-filters': () => json(200, {}),
    '/api/speech/status': () => json(200, { configured: false, provider: 'none', streaming: false, maxAudioBytes: 26_214_400 }),
    ...keptUser(sampleUser(user), routes),
  })
  renderWithProviders(<WorkspacePage />)
  return fetchMock
}

/** The store outlives each test; this puts the workspace back to a blank report. */
export function resetWorkspace() {
  store.dispatch(newReportStarted())
  store.dispatch(templateSelectionCleared())
  window.localStorage.clear()
  window.sessionStorage.clear()
}
