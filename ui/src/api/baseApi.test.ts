import { describe, expect, it } from 'vitest'
import { errorMessage } from './baseApi'

describe('errorMessage', () => {
  it.each([
    ['server message', { status: 400, data: { message: 'Email already registered' } }, 'Email already registered'],
    ['blank message', { status: 400, data: { message: '  ' } }, 'Login failed'],
    ['non-string message', { status: 400, data: { message: 42 } }, 'Login failed'],
    ['body without message', { status: 500, data: { error: 'boom' } }, 'Login failed'],
    ['text body', { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad Gateway', error: 'x' }, 'Login failed'],
    ['network error', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'TypeError: Failed to fetch'],
    ['undefined', undefined, 'Login failed'],
    ['null', null, 'Login failed'],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error, 'Login failed')).toBe(expected)
  })
})
