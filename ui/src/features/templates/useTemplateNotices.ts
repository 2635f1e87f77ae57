import { useNotices } from '../../components/notices'
import { TOAST_KEY } from '../../components/toasts'

// The workspace's one key for toasts, so a new notice replaces the last instead of stacking up.
const NOTICE_KEY = TOAST_KEY

export function useTemplateNotices() {
  const showNotice = useNotices()
  return {
    succeeded: (title: string) => {
      showNotice(({ notification }) => {
        notification.success({ key: NOTICE_KEY, title })
      })
    },
    failed: (description: string) => {
      showNotice(({ notification }) => {
        notification.error({ key: NOTICE_KEY, title: 'Error', description })
      })
    },
  }
}
