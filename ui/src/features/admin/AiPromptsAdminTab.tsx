import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Popconfirm, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { Entry, EntryList } from '../../components/EntryList'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { languageName } from '../../lib/languages'
import { AiPromptDialog } from './AiPromptDialog'
import { useDeleteAiPromptMutation, useGetAiPromptsQuery } from './api'
import { promptPreview } from './promptPreview'
import type { AiPrompt } from './types'
import styles from './AiPromptsAdminTab.module.css'

// The dialog is closed, creating, or editing one prompt.
type DialogState = { mode: 'closed' } | { mode: 'open'; prompt: AiPrompt | null }

function AiPromptItem({ prompt, onEdit }: { prompt: AiPrompt; onEdit: () => void }) {
  const toasts = useToasts()
  const [deletePrompt, { isLoading }] = useDeleteAiPromptMutation()

  const remove = async () => {
    try {
      await deletePrompt(prompt.id).unwrap()
      toasts.success('Prompt Deleted', `"${prompt.name}" was deleted.`)
    } catch (error) {
      toasts.failure(error, 'Failed to delete prompt')
    }
  }

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
          <Popconfirm
            title="Delete this prompt?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove()}
          >
            <Button danger icon={<DeleteOutlined />} loading={isLoading} aria-label={`Delete ${prompt.name}`} />
          </Popconfirm>
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
