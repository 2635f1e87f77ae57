import { DownloadOutlined } from '@ant-design/icons'
import { Button, Card, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { DeleteEntryButton, Entry, EntryList } from '../../components/EntryList'
import { useToasts } from '../../components/toasts'
import {
  savedPromptsDownloadUrl,
  useDeleteSavedPromptMutation,
  useGetSavedPromptsQuery,
  useSavePromptMutation,
} from './api'
import { counter, MAX_SAVED_PROMPT_NAME_LENGTH, MAX_SAVED_PROMPTS } from './promptLimits'
import type { PromptType, SavedPrompt } from './types'

interface Props {
  promptType: PromptType
  currentText: string
  onUse: (promptText: string) => void
}

function SavedPromptItem({ prompt, onUse }: { prompt: SavedPrompt; onUse: Props['onUse'] }) {
  const [deletePrompt] = useDeleteSavedPromptMutation()

  return (
    <Entry
      title={prompt.name}
      description={new Date(prompt.createdAt).toLocaleString()}
      actions={
        <>
          <Button
            size="small"
            onClick={() => {
              onUse(prompt.promptText)
            }}
          >
            Use
          </Button>
          <DeleteEntryButton
            size="small"
            type="text"
            name={prompt.name}
            confirmTitle="Delete this saved prompt?"
            messages={{ deleted: 'Prompt Deleted', failed: 'Failed to delete prompt' }}
            onDelete={() => deletePrompt(prompt.id).unwrap()}
          />
        </>
      }
    />
  )
}

// Earlier versions of one prompt, kept by name so a user can go back to them.
export function PromptHistoryPanel({ promptType, currentText, onUse }: Props) {
  const toasts = useToasts()
  const { data: prompts = [], isLoading } = useGetSavedPromptsQuery(promptType)
  const [savePrompt, { isLoading: isSaving }] = useSavePromptMutation()
  const [name, setName] = useState('')
  const full = prompts.length >= MAX_SAVED_PROMPTS

  const save = async () => {
    if (currentText.trim() === '') {
      toasts.error('Error', 'Cannot save an empty prompt')
      return
    }
    try {
      await savePrompt({ promptType, name: name.trim(), promptText: currentText }).unwrap()
      setName('')
      toasts.success('Prompt Saved', `"${name.trim()}" was added to your saved prompts.`)
    } catch (error) {
      toasts.failure(error, 'Failed to save prompt')
    }
  }

  return (
    <Card size="small" title="Saved Prompts" style={{ marginBottom: 24 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="Saved prompt name"
          placeholder="Name for the current prompt"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
          }}
          maxLength={MAX_SAVED_PROMPT_NAME_LENGTH}
          count={counter(MAX_SAVED_PROMPT_NAME_LENGTH)}
          disabled={full}
        />
        <Button
          type="primary"
          onClick={() => void save()}
          loading={isSaving}
          disabled={full || name.trim() === ''}
        >
          Save Current
        </Button>
      </Space.Compact>
      {full && <Typography.Text type="secondary">Maximum of 5 saved prompts reached</Typography.Text>}
      <EntryList loading={isLoading} emptyText="No saved prompts yet">
        {prompts.map((prompt) => (
          <SavedPromptItem key={prompt.id} prompt={prompt} onUse={onUse} />
        ))}
      </EntryList>
      <Button
        icon={<DownloadOutlined />}
        disabled={prompts.length === 0}
        onClick={() => window.open(savedPromptsDownloadUrl(promptType), '_blank', 'noopener')}
      >
        Download All
      </Button>
    </Card>
  )
}
