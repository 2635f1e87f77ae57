import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPage } from '../../../lib/loadPage'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../../test/stubApi'
import { SignInChoice } from '../SignInChoice'

vi.mock('../../../lib/loadPage', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

afterEach(() => {
  vi.useRealTimers()
})

const verifiedUser = { user: { id: 'u1', email: 'ada@example.com' } }

function openDialog(routes: Record<string, Responder> = {}) {
  const fetchMock = stubApi(routes)
  renderWithProviders(<SignInChoice />, { path: '/login' })
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Email' }))
  return fetchMock
}

const dialog = () => screen.getByRole('dialog')

async function signIn(email: string, password: string) {
  const form = within(screen.getByRole('tabpanel', { name: 'Sign In' }))
  await userEvent.type(form.getByLabelText('Email'), email)
  await userEvent.type(form.getByLabelText('Password'), password)
  await userEvent.click(form.getByRole('button', { name: 'Sign In' }))
}

async function createAccount() {
  await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }))
  const form = within(screen.getByRole('tabpanel', { name: 'Create Account' }))
  await userEvent.type(form.getByLabelText('First name'), 'Ada')
  await userEvent.type(form.getByLabelText('Last name'), 'Lovelace')
  await userEvent.type(form.getByLabelText('Email'), 'ada@example.com')
  await userEvent.type(form.getByLabelText('Password'), 'Secret123')
  await userEvent.type(form.getByLabelText('Confirm password'), 'Secret123')
  await userEvent.click(form.getByRole('button', { name: 'Create Account' }))
}

const registered: Responder = () => json(200, { message: 'We sent a 6-digit verification code to your email.' })

async function reachOtpStep(routes: Record<string, Responder> = {}) {
  const fetchMock = openDialog({ '/api/auth/email/register': registered, ...routes })
  await createAccount()
  await screen.findByRole('dialog', { name: 'Verify Your Email' })
  return fetchMock
}

async function flushUpdates(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

// Fake timers that still follow the clock, so typing works and the cooldown can be skipped.
function useSkippableClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
}

// The countdown sets its next tick only once React has shown the last one: a second at a time.
async function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) await flushUpdates(1000)
}

async function waitOutResendCooldown() {
  await passSeconds(60)
  expect(screen.getByRole('button', { name: 'Resend verification code' })).toBeEnabled()
}

// How often the page, toasts included, says that a code was sent.
function timesCodeSentIsSaid(): number {
  return document.body.textContent.match(/\bsent\b/gi)?.length ?? 0
}

describe('EmailDialog', () => {
  it('opens on the auth step with its two tabs and autocomplete hints', () => {
    openDialog()
    expect(screen.getByRole('dialog', { name: 'Sign In with Email' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument()
    // An e-mail keyboard on phones; password managers pair the address with the password.
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('autocomplete', 'username')
    expect(within(dialog()).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    expect(within(dialog()).getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument()
  })

  it('shows and hides the password', async () => {
    openDialog()
    const password = within(dialog()).getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Show' }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('checks the sign-in form before sending it', async () => {
    const fetchMock = openDialog()
    await userEvent.type(within(dialog()).getByLabelText('Email'), 'not-an-address')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/auth/email/login')).toHaveLength(0)
  })

  it('signs in, shows success and loads / after 1.5 s', async () => {
    useSkippableClock()
    const fetchMock = openDialog({ '/api/auth/email/login': () => json(200, verifiedUser) })
    await signIn(' ada@example.com ', 'Secret123')
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument()
    expect(screen.getByText('You are signed in.')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/auth/email/login')[0]?.json()).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
    })
    expect(loadPage).not.toHaveBeenCalled()
    await flushUpdates(1500)
    expect(loadPage).toHaveBeenCalledWith('/')
  })

  it.each([
    ['the server message', () => json(401, { message: 'Invalid email or password' }), 'Invalid email or password'],
    ['the fallback without one', () => new Response('oops', { status: 500 }), 'Login failed'],
    ['a network error as such', () => Promise.reject(new TypeError('Failed to fetch')), 'TypeError: Failed to fetch'],
  ])('shows %s when sign-in fails', async (_name, respond: Responder, message) => {
    openDialog({ '/api/auth/email/login': respond })
    await signIn('ada@example.com', 'wrong-password')
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message)
    expect(dialog()).toHaveAccessibleName('Sign In with Email')
  })

  it('sends an unverified account to the code step, says once that a code was sent and counts down', async () => {
    openDialog({
      '/api/auth/email/login': () =>
        json(403, { message: 'Please verify your email first. We sent you a new code.', code: 'email_not_verified' }),
    })
    await signIn('ada@example.com', 'Secret123')
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument()
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Your email is not verified yet. We sent a 6-digit code to ada@example.com. Enter it below to verify your email.',
    )
    expect(timesCodeSentIsSaid()).toBe(1)
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled()
  })

  it('sends one request however often Sign In is pressed', async () => {
    const fetchMock = openDialog({ '/api/auth/email/login': pending })
    await signIn('ada@example.com', 'Secret123')
    const submit = within(dialog()).getByRole('button', { name: /Sign In/ })
    await userEvent.click(submit)
    await userEvent.type(within(dialog()).getByLabelText('Password'), '{Enter}')
    expect(requestsTo(fetchMock, '/api/auth/email/login')).toHaveLength(1)
    expect(submit).toHaveClass('ant-btn-loading')
  })

  it('checks the registration form with the server messages', async () => {
    const fetchMock = openDialog()
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }))
    const form = within(screen.getByRole('tabpanel', { name: 'Create Account' }))
    await userEvent.type(form.getByLabelText('Password'), 'short')
    await userEvent.type(form.getByLabelText('Confirm password'), 'other')
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }))
    // Each field validates on its own, the password's rules asynchronously: wait for each message.
    expect(await form.findByText('First name is required')).toBeInTheDocument()
    expect(await form.findByText('Last name is required')).toBeInTheDocument()
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(await form.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(await form.findByText("Passwords don't match")).toBeInTheDocument()
    expect(await form.findByText('Weak')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/auth/email/register')).toHaveLength(0)
  })

  it('gives the registration fields their autocomplete hints', async () => {
    openDialog()
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }))
    const form = within(screen.getByRole('tabpanel', { name: 'Create Account' }))
    expect(form.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name')
    expect(form.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name')
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(form.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username')
    expect(form.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(form.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password')
  })

  it('registers and moves to the code step for that e-mail, saying once that the code was sent', async () => {
    const fetchMock = await reachOtpStep()
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to ada@example.com. Enter it below to verify your email.',
    )
    expect(timesCodeSentIsSaid()).toBe(1)
    expect(screen.queryByText('We sent a 6-digit verification code to your email.')).not.toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/auth/email/register')[0]?.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    })
    const code = screen.getByLabelText('Verification code')
    expect(code).toHaveAttribute('maxlength', '6')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  })

  it('shows the registration fallback when the server gives no message', async () => {
    openDialog({ '/api/auth/email/register': () => json(500, {}) })
    await createAccount()
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Registration failed')
  })

  it('checks the code format', async () => {
    const fetchMock = await reachOtpStep()
    await userEvent.type(screen.getByLabelText('Verification code'), '12a')
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/auth/email/verify-email')).toHaveLength(0)
  })

  it('verifies the code, shows the account created and loads / after 1.5 s', async () => {
    const fetchMock = await reachOtpStep({ '/api/auth/email/verify-email': () => json(200, verifiedUser) })
    await userEvent.type(screen.getByLabelText('Verification code'), '123456')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.submit(screen.getByLabelText('Verification code'))
    await flushUpdates()
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument()
    expect(screen.getByText('Your account has been created.')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/auth/email/verify-email')[0]?.json()).toEqual({
      email: 'ada@example.com',
      code: '123456',
    })
    await flushUpdates(1499)
    expect(loadPage).not.toHaveBeenCalled()
    await flushUpdates(1)
    expect(loadPage).toHaveBeenCalledWith('/')
  })

  it.each([
    ['the server message', () => json(400, { message: 'This code has expired. Please request a new one.' }), 'This code has expired. Please request a new one.'],
    ['the fallback', () => json(400, {}), 'Verification failed'],
  ])('shows %s when verification fails', async (_name, respond: Responder, message) => {
    await reachOtpStep({ '/api/auth/email/verify-email': respond })
    await userEvent.type(screen.getByLabelText('Verification code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message)
  })

  it('counts the 60 s cooldown down right after sign-up, then offers a resend', async () => {
    useSkippableClock()
    const fetchMock = await reachOtpStep()
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled()
    await passSeconds(1)
    expect(screen.getByRole('button', { name: 'Resend code in 59s' })).toBeDisabled()
    await passSeconds(59)
    expect(screen.getByRole('button', { name: 'Resend verification code' })).toBeEnabled()
    expect(requestsTo(fetchMock, '/api/auth/email/resend-otp')).toHaveLength(0)
  })

  it('resends the code, says so in the same sentence and counts 60 s down again', async () => {
    useSkippableClock()
    const fetchMock = await reachOtpStep({
      '/api/auth/email/resend-otp': () => json(200, { message: 'If your account is waiting for verification, a new code is on its way.' }),
    })
    await waitOutResendCooldown()
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification code' }))
    await flushUpdates()
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled()
    expect(within(dialog()).getByRole('status')).toHaveTextContent('We sent a new 6-digit code to ada@example.com.')
    expect(timesCodeSentIsSaid()).toBe(1)
    expect(await requestsTo(fetchMock, '/api/auth/email/resend-otp')[0]?.json()).toEqual({ email: 'ada@example.com' })
    await waitOutResendCooldown()
  })

  it.each([
    ['the server message', () => json(429, { message: 'Please wait 42 seconds before requesting a new code.' }), 'Please wait 42 seconds before requesting a new code.'],
    ['the fallback', () => json(500, {}), 'Failed to resend code'],
  ])('shows %s when a resend fails', async (_name, respond: Responder, message) => {
    useSkippableClock()
    await reachOtpStep({ '/api/auth/email/resend-otp': respond })
    await waitOutResendCooldown()
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification code' }))
    await flushUpdates()
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Resend verification code' })).toBeEnabled()
  })

  it('goes back from the code step to sign in', async () => {
    await reachOtpStep()
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('dialog', { name: 'Sign In with Email' })).toBeInTheDocument()
  })

  it('sends a reset link and says so without redirecting', async () => {
    useSkippableClock()
    const fetchMock = openDialog({ '/api/auth/email/forgot-password': () => json(200, { message: 'ok' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }))
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    await userEvent.type(within(dialog()).getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument()
    expect(screen.getByText('Email sent!')).toBeInTheDocument()
    expect(screen.getByText('Check your email to reset the password.')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/auth/email/forgot-password')[0]?.json()).toEqual({
      email: 'ada@example.com',
    })
    await flushUpdates(1600)
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('shows the request fallback when a reset link cannot be sent', async () => {
    openDialog({ '/api/auth/email/forgot-password': () => json(500, {}) })
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }))
    await userEvent.type(within(dialog()).getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Request failed')
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('dialog', { name: 'Sign In with Email' })).toBeInTheDocument()
  })

  it('starts afresh when closed and opened again', async () => {
    useSkippableClock()
    await reachOtpStep({
      '/api/auth/email/login': () => json(403, { message: 'Verify first.', code: 'email_not_verified' }),
    })
    await passSeconds(5)
    expect(screen.getByRole('button', { name: 'Resend code in 55s' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Email' }))
    expect(await screen.findByRole('dialog', { name: 'Sign In with Email' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }))
    expect(within(screen.getByRole('tabpanel', { name: 'Create Account' })).getByLabelText('Email')).toHaveValue('')
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }))
    await signIn('bo@example.com', 'Secret123')
    await screen.findByRole('dialog', { name: 'Verify Your Email' })
    expect(screen.getByText('bo@example.com')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled()
  })
})
