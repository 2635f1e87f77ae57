import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { useGetCurrentUserQuery } from '../auth'
import { ProfileTab } from './ProfileTab'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

// The tab as the page shows it: for the current user, so a refetch shows through.
function CurrentUserProfileTab() {
  const user = useGetCurrentUserQuery().data
  return user ? <ProfileTab user={user} /> : null
}

function renderTab(updateProfile: Responder) {
  let user = sampleUser()
  const fetchMock = stubApi({
    '/api/auth/user': () => json(200, user),
    '/api/profile': (request) => {
      user = sampleUser({ preferredLanguage: 'de' })
      return updateProfile(request)
    },
  })
  renderWithProviders(
    <ToastScope>
      <CurrentUserProfileTab />
    </ToastScope>,
  )
  return fetchMock
}

async function chooseGerman() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }))
  await userEvent.click(screen.getByRole('combobox', { name: 'Preferred language' }))
  await userEvent.click(await screen.findByTitle('German'))
}

describe('ProfileTab', () => {
  it('shows email and role read-only and the language by name', async () => {
    renderTab(() => json(200, {}))
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument()
    expect(screen.getByText('user')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Preferred language/ })).toHaveTextContent('English')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('has the dictation shortcuts card with the default keys', async () => {
    renderTab(() => json(200, {}))
    expect(await screen.findByText('Dictation shortcuts')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Record / Stop F9' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pause / Resume F10' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop F11' })).toBeInTheDocument()
  })

  it('saves the preferred language and reads the user again', async () => {
    const fetchMock = renderTab(() => json(200, {}))
    await chooseGerman()
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
    const [update] = requestsTo(fetchMock, '/api/profile')
    expect(update?.method).toBe('PUT')
    expect(await update?.json()).toEqual({ preferredLanguage: 'de' })
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/auth/user')).toHaveLength(2)
    })
    expect(await screen.findByText('German')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it('leaves edit mode without saving on Cancel', async () => {
    const fetchMock = renderTab(() => json(200, {}))
    await chooseGerman()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Preferred language/ })).toHaveTextContent('English')
    expect(requestsTo(fetchMock, '/api/profile')).toHaveLength(0)
  })

  it.each([
    ['the server message', () => json(400, { message: 'Unknown language: xx' }), 'Unknown language: xx'],
    ['the fallback', () => json(500, {}), 'Failed to update profile. Please try again.'],
  ])('shows %s when saving fails', async (_name, answer, text) => {
    renderTab(answer)
    await chooseGerman()
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument()
  })

  it('signs in again when the session has ended', async () => {
    renderTab(() => json(401, { message: 'Unauthorized' }))
    await chooseGerman()
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument()
    expect(screen.getByText('Unauthorized')).toBeInTheDocument()
    expect(loadPage).not.toHaveBeenCalled()
    await waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/api/login')
    })
  })
})
