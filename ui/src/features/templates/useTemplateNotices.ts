import { useToasts } from '../../components/toasts'

// The template actions' toasts, one at a time like the workspace's others.
export function useTemplateNotices() {
  const toasts = useToasts()
  return {
    succeeded: (title: string) => {
      toasts.success(title)
    },
    failed: (description: string) => {
      toasts.error('Error', description)
    },
  }
}
