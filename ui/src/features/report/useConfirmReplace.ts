import { useAppSelector } from '../../app/hooks'
import { useNotices } from '../../components/notices'
import { selectReportEdited } from './reportSlice'

/** What would replace the edited report in the editor. */
export type Replacement = 'template' | 'format' | 'fill' | 'generate' | 'new'

const QUESTIONS: Record<Replacement, { content: string; okText: string }> = {
  template: {
    content: 'Loading this template replaces the report in the editor, and your changes to it are lost.',
    okText: 'Load template',
  },
  format: {
    content: 'Formatting the transcript replaces the report in the editor, and your changes to it are lost.',
    okText: 'Format and replace',
  },
  fill: {
    content: 'Filling the template replaces the report in the editor, and your changes to it are lost.',
    okText: 'Fill and replace',
  },
  generate: {
    content: 'Generating a report replaces the report in the editor, and your changes to it are lost.',
    okText: 'Generate and replace',
  },
  new: {
    content: 'New Report clears the report in the editor with your changes, the recordings and the transcript.',
    okText: 'Discard and start new',
  },
}

/**
 * Asks before an edited report is replaced or cleared (Cancel is the default); resolves to
 * whether to go on, at once when the report is not edited.
 */
export function useConfirmReplace(): (replacement: Replacement) => Promise<boolean> {
  const edited = useAppSelector(selectReportEdited)
  const showNotice = useNotices()
  return (replacement) => {
    if (!edited) return Promise.resolve(true)
    const { content, okText } = QUESTIONS[replacement]
    return new Promise((resolve) => {
      showNotice(({ confirm }) => {
        confirm({
          title: 'Discard your edited report?',
          content,
          okText,
          okButtonProps: { danger: true },
          cancelText: 'Cancel',
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => {
            resolve(true)
          },
          onCancel: () => {
            resolve(false)
          },
        })
      })
    })
  }
}
