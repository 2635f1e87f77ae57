import { Modal, notification } from 'antd'
import { useEffect, useMemo } from 'react'

type NotificationApi = Pick<ReturnType<typeof notification.useNotification>[0], 'open' | 'success' | 'error' | 'destroy'>

/** A toast's kind and words. */
export interface ToastContent {
  kind: 'success' | 'error'
  title: string
  description?: string
}

/** What shows a toast or asks a question: antd's notification and modal. */
export interface NoticeApis {
  notification: NotificationApi
  confirm: (props: Parameters<typeof Modal.confirm>[0]) => unknown
  /** Shows a toast in place of the one before (one at a time, spec 000 section 9). */
  toast: (content: ToastContent) => void
}

// Each toast has a key of its own and closes the one before: antd keeps a notice's timer when
// its content is replaced under the same key, so a toast put in place of one about to close
// went with it, a moment after it showed.
function oneToastAtATime(api: NotificationApi): NoticeApis['toast'] {
  let shown = 0
  return ({ kind, title, description }) => {
    api.destroy(`toast-${String(shown)}`)
    shown += 1
    api[kind]({ key: `toast-${String(shown)}`, title, description })
  }
}

interface NoticeHoldersProps {
  maxCount?: number
  onReady: (apis: NoticeApis) => void
}

// The holders toasts and questions render into, inside the page's antd theme; hands their APIs
// to the scope once mounted (antd drops a toast shown before its holder is).
export function NoticeHolders({ maxCount, onReady }: NoticeHoldersProps) {
  const [notificationApi, notificationHolder] = notification.useNotification({ maxCount })
  const [modalApi, modalHolder] = Modal.useModal()
  const toast = useMemo(() => oneToastAtATime(notificationApi), [notificationApi])
  useEffect(() => {
    onReady({ notification: notificationApi, confirm: modalApi.confirm, toast })
  }, [notificationApi, modalApi, toast, onReady])
  return (
    <>
      {notificationHolder}
      {modalHolder}
    </>
  )
}

// Outside a scope (a component rendered on its own) antd's static functions show them.
export const staticApis: NoticeApis = { notification, confirm: Modal.confirm, toast: oneToastAtATime(notification) }
