import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { keptUser, sampleUser } from '../../test/users'
import { store } from '../../app/store'
import { authApi, useGetCurrentUserQuery, type User } from '../auth'
import { ImpressionPreferencesCard } from './ImpressionPreferencesCard'

function CurrentUserCard() {
  const user = useGetCurrentUserQuery().data
  return user ? <ImpressionPreferencesCard user={user} /> : null
}

function renderCard(user: User, save: Responder) {
  const fetchMock = stubApi(keptUser(user, { '/api/impression-preferences': save }))
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

  it('keeps a saved choice when a reread of the user that started before it answers after it', async () => {
    let onServer = sampleUser({ impressionNumbered: false })
    let reads = 0
    let answerHeldRead: (() => void) | undefined
    stubApi({
      '/api/auth/user': () => {
        reads++
        const answer = json(200, { ...onServer })
        if (reads !== 2) return answer
        return new Promise<Response>((resolve) => {
          answerHeldRead = () => {
            resolve(answer)
          }
        })
      },
      '/api/impression-preferences': async (request) => {
        onServer = { ...onServer, ...((await request.json()) as Partial<User>) }
        return json(200, { impressionNumbered: onServer.impressionNumbered, impressionBackground: 'by-study', impressionRecommendations: true })
      },
    })
    renderWithProviders(
      <ToastScope>
        <CurrentUserCard />
      </ToastScope>,
    )
    const numbered = await screen.findByRole('switch', { name: /Number the lines/ })
    await waitFor(() => {
      expect(numbered).not.toBeChecked()
    })
    store.dispatch(authApi.util.invalidateTags(['CurrentUser']))
    await waitFor(() => {
      expect(answerHeldRead).toBeDefined()
    })

    await userEvent.click(numbered)
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    answerHeldRead?.()
    await waitFor(() => {
      expect(reads).toBe(3)
    })
    await waitFor(() => {
      expect(numbered).toBeChecked()
    })
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
