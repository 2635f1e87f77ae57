import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { statuses } from '../../test/subscriptions'
import { sampleUser } from '../../test/users'
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
    const user = sampleUser({ subscriptionStatus: 'trialing', trialEndsAt: '2999-01-01T00:00:00Z' })
    stubApi({ '/api/auth/user': () => json(200, user) })
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.accessType).toBe('full_access')
    })
    expect(result.current.user).toEqual(user)
  })

  it('does not ask for the subscription status of a signed-out visitor', async () => {
    const fetchMock = stubApi()
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.isLoading).toBe(false)
    })
    expect(requestsTo(fetchMock, '/api/subscription/status')).toHaveLength(0)
  })

  it("takes the access type from the subscription status, the server's decision", async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ subscriptionStatus: 'trialing' })),
      '/api/subscription/status': () => json(200, statuses.trialExpired),
    })
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.isLoading).toBe(false)
    })
    expect(result.current.accessType).toBe('trial_expired')
  })

  it('waits for the status before it decides', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ subscriptionStatus: 'trialing' })),
      '/api/subscription/status': () => new Promise<Response>(() => undefined),
    })
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.user).not.toBeNull()
    })
    expect(result.current.isLoading).toBe(true)
  })

  it("derives the access type from the user as the spec does when the status cannot be read", async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser({ subscriptionStatus: null, trialEndsAt: '2000-01-01T00:00:00Z' })),
      '/api/subscription/status': () => json(500, {}),
    })
    const { result } = renderHook(useAccessType, { wrapper })
    await waitFor(() => {
      expect(result.current.isLoading).toBe(false)
    })
    expect(result.current.accessType).toBe('trial_expired')
  })
})
