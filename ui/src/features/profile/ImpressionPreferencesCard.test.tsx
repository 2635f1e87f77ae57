import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { useGetCurrentUserQuery, type User } from '../auth'
import { ImpressionPreferencesCard } from './ImpressionPreferencesCard'

function CurrentUserCard() {
  const user = useGetCurrentUserQuery().data
  return user ? <ImpressionPreferencesCard user={user} /> : null
}

function renderCard(user: User, save: Responder) {
  const fetchMock = stubApi({ '/api/auth/user': () => json(200, user), '/api/impression-preferences': save })
  renderWithProviders(
    <ToastScope>
      <CurrentUserCard />
    </ToastScope>,
  )
  return fetchMock
}

describe('ImpressionPreferencesCard', () => {
  it('shows the defaults for a user who never chose, and saves a change', async () => {
    const saved = { impressionNumbered: true, impressionBackground: 'summed', impressionRecommendations: true }
    const fetchMock = renderCard(sampleUser(), () => json(200, saved))
    const numbered = await screen.findByRole('switch', { name: /Number the lines/ })
    expect(numbered).toBeChecked()
    expect(screen.getByRole('switch', { name: /inserted follow-up in the impression/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /As the study suggests/ })).toBeChecked()

    await userEvent.click(screen.getByRole('radio', { name: 'Always one line at the end' }))
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Always one line at the end' })).toBeChecked()
    const [request] = requestsTo(fetchMock, '/api/impression-preferences')
    expect(request?.method).toBe('PUT')
    expect(await request?.json()).toEqual({ impressionBackground: 'summed' })
  })

  it('puts a switch back and says why when the server refuses', async () => {
    renderCard(sampleUser({ impressionNumbered: false }), () => json(400, { message: 'Incidental findings must be by-study, summed or left-out.' }))
    const numbered = await screen.findByRole('switch', { name: /Number the lines/ })
    await waitFor(() => {
      expect(numbered).not.toBeChecked()
    })
    await userEvent.click(numbered)
    expect(await screen.findByText('Incidental findings must be by-study, summed or left-out.')).toBeInTheDocument()
    expect(numbered).not.toBeChecked()
  })
})
