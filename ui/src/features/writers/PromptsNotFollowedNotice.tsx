import { Alert } from 'antd'
import { useGetReportEngineQuery } from './api'

/** The fallbackReason of every answer of the built-in engine, which reads no prompts. */
export const BUILTIN_ENGINE_REASON = 'builtin_engine'

export const PROMPTS_NOT_FOLLOWED_TITLE = 'Prompts are not used on this server'

// Above the prompts of the AI Prompts tabs on a server whose built-in engine writes the reports:
// what the prompts do there (nothing, yet) in a radiologist's words, or for admins how the server
// gets an engine that follows them.
export function PromptsNotFollowedNotice({ forAdmins = false }: { forAdmins?: boolean }) {
  const { data: engine } = useGetReportEngineQuery()
  if (engine?.followsPrompts !== false) return null
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={PROMPTS_NOT_FOLLOWED_TITLE}
      description={
        <>
          <p>
            This server writes reports with RadScribe&apos;s built-in engine, which follows fixed rules and reads no
            prompts, so prompts change nothing for now.
          </p>
          {forAdmins ? (
            <p>
              To use them, set <code>llm.provider</code> to <code>openai</code> with an OpenAI-compatible model
              (docs/configuration.md, section llm). Prompts saved meanwhile are kept.
            </p>
          ) : (
            <p>
              You can still write and save them; they take effect if your administrator switches the server to an AI
              model.
            </p>
          )}
        </>
      }
    />
  )
}
