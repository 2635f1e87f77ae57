import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { json, stubApi } from '../../test/stubApi'
import { useAccessType } from './useAccessType'

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

describe('useAccessType', () => {
  it('treats 401 as signed out and does not retry it', async () => {
    const fetchMock = stubApi()
    const { result } = renderHook(useAccessType, { wrapper })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => {
      expect(result.current.isLoading).toBe(false)
    })
    expect(result.current).toEqual({ accessType: 'unauthenticated', isLoading: false, user: null })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('gives full access to a trialing user', async () => {
    const user = {
      id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'user',
      preferredLanguage: 'en',
      profileImageUrl: null,
      subscriptionStatus: 'trialing',
      trialEndsAt: '2999-01-01T00:00:00Z',
    }
    stubApi({ '/api/auth/user': () => json(200, user) })
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.accessType).toBe('full_access')
    })
    expect(result.current.user).toEqual(user)
  })
})
