import { App } from 'antd'

// One key for every template notice, so a new one replaces the last instead of stacking up.
const NOTICE_KEY = 'template-notice'

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
