import { Card, Select, Typography } from 'antd'
import { useState } from 'react'
import { languageName, languageOptions, selectableLanguages } from '../../lib/languages'
import { useGetVoiceCommandsQuery } from './api'
import type { VoiceCommandKind } from './types'
import styles from './VoiceCommandsCard.module.css'

const WHAT_IT_DOES: Record<VoiceCommandKind, { name: string; effect: string }> = {
  new_paragraph: { name: 'New paragraph', effect: 'starts a new paragraph in the transcript' },
  next_field: { name: 'Next field', effect: 'selects the next [...] or pick field of the report' },
  previous_field: { name: 'Previous field', effect: 'selects the field before' },
  scratch_that: { name: 'Scratch that', effect: 'takes back what you said last' },
  insert_macro: { name: 'Insert macro', effect: "followed by the macro's name, inserts the macro" },
  stop_dictation: { name: 'Stop dictation', effect: 'stops the recording' },
}

/**
 * What can be said while dictating live, in the dictation language chosen here (the preferred
 * one first). English phrases work in every language.
 */
export function VoiceCommandsCard({ preferredLanguage }: { preferredLanguage: string }) {
  const [language, setLanguage] = useState(preferredLanguage)
  const { data, isError } = useGetVoiceCommandsQuery(language)

  return (
    <Card title="Voice commands" size="small" className={styles.card}>
      <Typography.Paragraph type="secondary">
        While your words appear as you dictate, say a command on its own, with a short pause before and after it. Said
        within a sentence, the words are dictation.
      </Typography.Paragraph>
      <Select
        aria-label="Language of the voice commands"
        className={styles.language}
        value={language}
        onChange={setLanguage}
        options={languageOptions(selectableLanguages)}
      />
      {isError && <Typography.Text type="danger">The voice commands could not be loaded.</Typography.Text>}
      {data && (
        <table className={styles.table} aria-label={`Voice commands in ${languageName(data.language)}`}>
          <thead>
            <tr>
              <th scope="col">Command</th>
              <th scope="col">Say</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {data.commands.map(({ kind, phrases }) => (
              <tr key={kind}>
                <th scope="row">{WHAT_IT_DOES[kind].name}</th>
                <td>{phrases.map((phrase) => (kind === 'insert_macro' ? `“${phrase} …”` : `“${phrase}”`)).join(', ')}</td>
                <td>{WHAT_IT_DOES[kind].effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
