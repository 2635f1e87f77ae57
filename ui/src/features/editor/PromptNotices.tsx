import { Alert } from 'antd'
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useGetCurrentUserQuery, type User } from '../auth'
import { promptNoticeDismissed, selectPromptNotice, type PromptNotice } from '../report'
import { BUILTIN_ENGINE_REASON } from '../writers'

export const PROMPT_NOTICE_HIDE_MS = 8000

const PROMPT_NAMES: Record<string, string> = {
  builtin: 'the built-in report engine',
  custom: 'your custom prompt',
  default: 'the default prompt',
}

// Whether the user has switched on a custom prompt with text in it.
function usesCustomPrompts(user: User | undefined): boolean {
  if (user === undefined) return false
  const prompts: [boolean | undefined, string | null | undefined][] = [
    [user.useCustomCorrectionPrompt, user.customCorrectionPrompt],
    [user.useCustomReportGenerationPrompt, user.customReportGenerationPrompt],
    [user.useCustomTemplatePopulationPrompt, user.customTemplatePopulationPrompt],
    [user.useCustomReportFromScratchPrompt, user.customReportFromScratchPrompt],
    [user.useCustomImpressionPrompt, user.customImpressionPrompt],
  ]
  return prompts.some(([use, text]) => use === true && (text ?? '').trim() !== '')
}

// Which prompt wrote the report (hidden after 8 s) and, when the user's own prompt was not used,
// why (kept until dismissed): it failed and the default was used instead, or the server's
// built-in engine, which reads no prompts, wrote the report.
export function PromptNotices() {
  const notice = useAppSelector(selectPromptNotice)
  const dispatch = useAppDispatch()
  const customPromptsOn = usesCustomPrompts(useGetCurrentUserQuery().data ?? undefined)
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
      {notice.fallbackReason === BUILTIN_ENGINE_REASON && customPromptsOn && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => dispatch(promptNoticeDismissed()) }}
          title="Custom Prompts Not Used"
          description={
            <>
              <p>
                This server writes reports with RadScribe&apos;s built-in engine, which follows fixed rules and reads no
                prompts, so your custom prompts were not used.
              </p>
              <p>They are kept in Profile → AI Prompts and take effect if your administrator switches to an AI model.</p>
            </>
          }
        />
      )}
      {notice.fallbackReason !== null && notice.fallbackReason !== BUILTIN_ENGINE_REASON && (
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
