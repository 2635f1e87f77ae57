import { App } from 'antd'
import { TOAST_KEY } from '../../components/toasts'

// The workspace's one key for toasts, so a new notice replaces the last instead of stacking up.
const NOTICE_KEY = TOAST_KEY

export function useTemplateNotices() {
  const { notification } = App.useApp()
  return {
    succeeded: (title: string) => {
      notification.success({ key: NOTICE_KEY, title })
    },
    failed: (description: string) => {
      notification.error({ key: NOTICE_KEY, title: 'Error', description })
    },
  }
}
