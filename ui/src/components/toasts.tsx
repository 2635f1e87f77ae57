import { useMemo, type ReactNode } from 'react'
import { errorMessage } from '../api/baseApi'
import { loadPage } from '../lib/loadPage'
import { NoticeScope, useNotices } from './notices'

const LOGIN_REDIRECT_DELAY_MS = 500

// Gives the page its own toast holder, so its toasts show wherever it is rendered; one at a
// time (spec 000 section 9): each replaces the one before. A toast that must stay until
// dismissed (a critical finding) has a key of its own, beside them.

export function ToastScope({ children }: { children: ReactNode }) {
  return <NoticeScope maxCount={2}>{children}</NoticeScope>
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
  const showNotice = useNotices()
  return useMemo(() => {
    const error = (title: string, description: string) => {
      showNotice(({ toast }) => {
        toast({ kind: 'error', title, description })
      })
    }
    const signedOut = () => {
      showNotice(({ toast }) => {
        toast({ kind: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' })
        // Counted from when the toast shows, so that it is seen.
        setTimeout(() => {
          loadPage('/api/login')
        }, LOGIN_REDIRECT_DELAY_MS)
      })
    }
    return {
      success: (title, description) => {
        showNotice(({ toast }) => {
          toast({ kind: 'success', title, description })
        })
      },
      error,
      signedOut,
      failure: (cause, fallback) => {
        if (isUnauthorized(cause)) signedOut()
        else error('Error', errorMessage(cause, fallback))
      },
    }
  }, [showNotice])
}
