import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { DeleteEntryButton, Entry, EntryList } from '../../components/EntryList'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { languageName } from '../../lib/languages'
import { PromptsNotFollowedNotice } from '../writers'
import { AiPromptDialog } from './AiPromptDialog'
import { useDeleteAiPromptMutation, useGetAiPromptsQuery } from './api'
import { promptPreview } from './promptPreview'
import type { AiPrompt } from './types'
import styles from './AiPromptsAdminTab.module.css'

// The dialog is closed, creating, or editing one prompt.
type DialogState = { mode: 'closed' } | { mode: 'open'; prompt: AiPrompt | null }

function AiPromptItem({ prompt, onEdit }: { prompt: AiPrompt; onEdit: () => void }) {
  const [deletePrompt] = useDeleteAiPromptMutation()

  return (
    <Entry
      title={
        <>
          {prompt.name} <Tag>{languageName(prompt.language)}</Tag>
        </>
      }
      description={prompt.description}
      actions={
        <>
          <Button icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${prompt.name}`} />
          <DeleteEntryButton
            name={prompt.name}
            confirmTitle="Delete this prompt?"
            messages={{ deleted: 'Prompt Deleted', failed: 'Failed to delete prompt' }}
            onDelete={() => deletePrompt(prompt.id).unwrap()}
          />
        </>
      }
    >
      <Typography.Paragraph type="secondary" className={styles.preview}>
        {promptPreview(prompt.promptText)}
      </Typography.Paragraph>
    </Entry>
  )
}

// The AI prompts the report engine uses, managed by admins.
export function AiPromptsAdminTab() {
  const toasts = useToasts()
  const { data: prompts = [], error, isLoading } = useGetAiPromptsQuery()
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' })

  useEffect(() => {
    // A lost session sends the admin to sign in again; other errors show in place.
    if (isUnauthorized(error)) toasts.signedOut()
  }, [error, toasts])

  return (
    <>
      <PromptsNotFollowedNotice forAdmins />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => {
          setDialog({ mode: 'open', prompt: null })
        }}
        style={{ marginBottom: 16 }}
      >
        New Prompt
      </Button>
      {error !== undefined && (
        <Alert type="error" showIcon title={errorMessage(error, 'Failed to load prompts')} />
      )}
      <EntryList loading={isLoading} emptyText="No prompts yet">
        {prompts.map((prompt) => (
          <AiPromptItem
            key={prompt.id}
            prompt={prompt}
            onEdit={() => {
              setDialog({ mode: 'open', prompt })
            }}
          />
        ))}
      </EntryList>
      {dialog.mode === 'open' && (
        <AiPromptDialog
          prompt={dialog.prompt}
          onClose={() => {
            setDialog({ mode: 'closed' })
          }}
        />
      )}
    </>
  )
}
