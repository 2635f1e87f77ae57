import { App } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { errorMessage } from '../api/baseApi'
import { loadPage } from '../lib/loadPage'

const LOGIN_REDIRECT_DELAY_MS = 500

// Gives the page its own toast holder, so its toasts show wherever it is rendered; one at a
// time (spec 000 section 9): each replaces the one before (they share a key). A toast that must
// stay until dismissed (a critical finding) has a key of its own, beside them.
export const TOAST_KEY = 'toast'

export function ToastScope({ children }: { children: ReactNode }) {
  return (
    <App component={false} notification={{ maxCount: 2 }}>
      {children}
    </App>
  )
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401
}

export interface Toasts {
  success: (title: string, description?: string) => void
  error: (title: string, description: string) => void
  // The session has ended: say so, then sign in again (spec 001 section 8).
  signedOut: () => void
  // A failed request: the server's message or the fallback, unless the session has ended.
  failure: (error: unknown, fallback: string) => void
}

export function useToasts(): Toasts {
  const { notification } = App.useApp()
  return useMemo(() => {
    const error = (title: string, description: string) => {
      notification.error({ key: TOAST_KEY, title, description })
    }
    const signedOut = () => {
      error('Unauthorized', 'You are logged out. Logging in again...')
      setTimeout(() => {
        loadPage('/api/login')
      }, LOGIN_REDIRECT_DELAY_MS)
    }
    return {
      success: (title, description) => {
        notification.success({ key: TOAST_KEY, title, description })
      },
      error,
      signedOut,
      failure: (cause, fallback) => {
        if (isUnauthorized(cause)) signedOut()
        else error('Error', errorMessage(cause, fallback))
      },
    }
  }, [notification])
}
