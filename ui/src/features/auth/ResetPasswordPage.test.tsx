import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import ResetPasswordPage from './ResetPasswordPage'

afterEach(() => {
  vi.useRealTimers()
})

function renderResetPage(path: string, routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi(routes)
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { path },
  )
  return fetchMock
}

const validToken: Responder = () => json(200, { valid: true })

async function fillNewPassword(password: string, confirmation: string) {
  await screen.findByRole('heading', { name: 'Reset Your Password' })
  await userEvent.type(screen.getByLabelText('New Password'), password)
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation)
}

describe('ResetPasswordPage', () => {
  it('refuses a link without a token', async () => {
    renderResetPage('/reset-password')
    expect(screen.getByText('Invalid Reset Link')).toBeInTheDocument()
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument()
    expect(screen.getByText('Invalid reset link')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }))
    expect(screen.getByText('login page')).toBeInTheDocument()
  })

  it('says it is verifying the link meanwhile', () => {
    renderResetPage('/reset-password?token=abc', { '/api/auth/email/verify-reset-token': pending })
    expect(screen.getByText('Verifying reset link...')).toBeInTheDocument()
  })

  it.each([
    ['the server message', () => json(400, { message: 'Invalid or expired reset token' }), 'Invalid or expired reset token'],
    ['another server message', () => json(400, { message: 'This link has already been used' }), 'This link has already been used'],
    ['the fallback without a message', () => json(400, {}), 'Invalid or expired reset token'],
    ['"Unknown error" for an unreadable body', () => new Response('<html>', { status: 502 }), 'Unknown error'],
  ])('shows %s for a refused token', async (_name, respond: Responder, message) => {
    const fetchMock = renderResetPage('/reset-password?token=abc', { '/api/auth/email/verify-reset-token': respond })
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/auth/email/verify-reset-token')
    expect(new URL(request?.url ?? '').searchParams.get('token')).toBe('abc')
  })

  it('checks the new password and its confirmation', async () => {
    const fetchMock = renderResetPage('/reset-password?token=abc', {
      '/api/auth/email/verify-reset-token': validToken,
    })
    expect(await screen.findByText('Enter your new password below')).toBeInTheDocument()
    await fillNewPassword('short', 'other')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument()
    expect(screen.getByText('Weak')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/auth/email/reset-password')).toHaveLength(0)
  })

  it.each([
    ['the server message', () => json(400, { message: 'Invalid or expired reset token' }), 'Invalid or expired reset token'],
    ['the fallback', () => json(500, {}), 'Password reset failed'],
  ])('shows %s when the reset fails', async (_name, respond: Responder, message) => {
    renderResetPage('/reset-password?token=abc', {
      '/api/auth/email/verify-reset-token': validToken,
      '/api/auth/email/reset-password': respond,
    })
    await fillNewPassword('NewSecret1!', 'NewSecret1!')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('resets the password and goes to /login after 3 s', async () => {
    const fetchMock = renderResetPage('/reset-password?token=abc', {
      '/api/auth/email/verify-reset-token': validToken,
      '/api/auth/email/reset-password': () => json(200, { message: 'Password updated' }),
    })
    await fillNewPassword('NewSecret1!', 'NewSecret1!')
    expect(screen.getByText('Strong')).toBeInTheDocument()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.submit(screen.getByLabelText('New Password'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByText('Password Reset Successful!')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your password has been updated successfully. You will be redirected to the login page.',
      ),
    ).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/auth/email/reset-password')[0]?.json()).toEqual({
      token: 'abc',
      password: 'NewSecret1!',
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999)
    })
    expect(screen.queryByText('login page')).not.toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByText('login page')).toBeInTheDocument()
  })
})
