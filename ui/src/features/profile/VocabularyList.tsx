import { DeleteOutlined } from '@ant-design/icons'
import { Alert, Button, Popconfirm, Tag } from 'antd'
import { errorMessage } from '../../api/baseApi'
import { Entry, EntryList } from '../../components/EntryList'
import { useToasts } from '../../components/toasts'
import { languageName } from '../../lib/languages'
import { useDeleteVocabularyEntryMutation, useGetVocabularyQuery } from './api'
import type { VocabularyEntry } from './types'

function VocabularyItem({ entry }: { entry: VocabularyEntry }) {
  const toasts = useToasts()
  const [deleteEntry, { isLoading }] = useDeleteVocabularyEntryMutation()

  const remove = async () => {
    try {
      await deleteEntry(entry.id).unwrap()
      toasts.success('Vocabulary Deleted', `"${entry.originalWord}" is no longer corrected.`)
    } catch (error) {
      toasts.failure(error, 'Failed to delete vocabulary entry. Please try again.')
    }
  }

  return (
    <Entry
      title={
        <>
          {entry.originalWord} → {entry.correctedWord} <Tag>{languageName(entry.language)}</Tag>
        </>
      }
      description={`Used ${String(entry.frequency)} times`}
      actions={
        <Popconfirm
          title="Delete this vocabulary entry?"
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => void remove()}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            loading={isLoading}
            aria-label={`Delete ${entry.originalWord}`}
          />
        </Popconfirm>
      }
    />
  )
}

export function VocabularyList() {
  const { data: entries = [], error, isLoading } = useGetVocabularyQuery()
  if (error !== undefined) {
    return <Alert type="error" showIcon title={errorMessage(error, 'Failed to load vocabulary')} />
  }
  return (
    <EntryList loading={isLoading} emptyText="No vocabulary entries yet">
      {entries.map((entry) => (
        <VocabularyItem key={entry.id} entry={entry} />
      ))}
    </EntryList>
  )
}
