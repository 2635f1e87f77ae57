import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { ToastScope, useToasts } from '../../components/toasts'
import { useAccessType } from '../auth'

const REDIRECT_DELAY_MS = 2000

// Non-admins are told and sent home (spec 001 section 6).
function AccessDenied() {
  const toasts = useToasts()
  const navigate = useNavigate()

  useEffect(() => {
    toasts.error('Access Denied', "You don't have permission to access the admin panel.")
    const timer = setTimeout(() => {
      void navigate('/')
    }, REDIRECT_DELAY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [toasts, navigate])

  return null
}

// Every admin page: its content for admins, Access Denied for anyone else.
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAccessType()
  if (isLoading) return null
  return <ToastScope>{user?.role === 'admin' ? children : <AccessDenied />}</ToastScope>
}
