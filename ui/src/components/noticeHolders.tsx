import { Modal, notification } from 'antd'
import { useEffect } from 'react'

/** What shows a toast or asks a question: antd's notification and modal. */
export interface NoticeApis {
  notification: Pick<ReturnType<typeof notification.useNotification>[0], 'open' | 'success' | 'error' | 'destroy'>
  confirm: (props: Parameters<typeof Modal.confirm>[0]) => unknown
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
  useEffect(() => {
    onReady({ notification: notificationApi, confirm: modalApi.confirm })
  }, [notificationApi, modalApi, onReady])
  return (
    <>
      {notificationHolder}
      {modalHolder}
    </>
  )
}

// Outside a scope (a component rendered on its own) antd's static functions show them.
export const staticApis: NoticeApis = { notification, confirm: Modal.confirm }
