import { Alert } from 'antd'
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { promptNoticeDismissed, selectPromptNotice, type PromptNotice } from '../report'

export const PROMPT_NOTICE_HIDE_MS = 8000

const PROMPT_NAMES: Record<string, string> = {
  builtin: 'the built-in report engine',
  custom: 'your custom prompt',
  default: 'the default prompt',
}

// Which prompt wrote the report (hidden after 8 s) and, when the user's own prompt failed, why
// the default one was used instead (kept until dismissed).
export function PromptNotices() {
  const notice = useAppSelector(selectPromptNotice)
  const dispatch = useAppDispatch()
  const [hiddenNotice, setHiddenNotice] = useState<PromptNotice | null>(null)

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => {
      setHiddenNotice(notice)
    }, PROMPT_NOTICE_HIDE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [notice])

  if (notice === null) return null
  return (
    <>
      {notice !== hiddenNotice && notice.promptUsed !== '' && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={`Written with ${PROMPT_NAMES[notice.promptUsed] ?? notice.promptUsed}.`}
        />
      )}
      {notice.fallbackReason !== null && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => dispatch(promptNoticeDismissed()) }}
          title="Custom Prompt Failed"
          description={
            <>
              <p>Your custom prompt encountered an issue. The default prompt was used instead.</p>
              <p>{`Reason: ${notice.fallbackReason}`}</p>
              <p>Consider reviewing your custom prompts in Profile → AI Prompts.</p>
            </>
          }
        />
      )}
    </>
  )
}
