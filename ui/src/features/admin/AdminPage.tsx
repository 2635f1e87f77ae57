import { Tabs, Typography } from 'antd'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { ToastScope, useToasts } from '../../components/toasts'
import { useAccessType } from '../auth'
import { MasterTemplatesTab } from '../templates'
import { AiPromptsAdminTab } from './AiPromptsAdminTab'
import styles from './AdminPage.module.css'

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

function AdminDashboard() {
  return (
    <main className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        Admin Dashboard
      </Typography.Title>
      <Tabs
        items={[
          { key: 'prompts', label: 'AI Prompts', children: <AiPromptsAdminTab /> },
          { key: 'templates', label: 'Master Templates', children: <MasterTemplatesTab /> },
        ]}
      />
    </main>
  )
}

export default function AdminPage() {
  const { user, isLoading } = useAccessType()
  if (isLoading) return null
  return <ToastScope>{user?.role === 'admin' ? <AdminDashboard /> : <AccessDenied />}</ToastScope>
}
