import { DeleteOutlined } from '@ant-design/icons'
import { Button, Empty, Popconfirm, Skeleton, Space, type ButtonProps } from 'antd'
import { Children, useState, type ReactNode } from 'react'
import styles from './EntryList.module.css'
import { useToasts } from './toasts'

interface EntryListProps {
  loading: boolean
  emptyText: string
  children: ReactNode
}

// A plain list of a user's things (vocabulary, saved prompts...) with their actions on the right.
export function EntryList({ loading, emptyText, children }: EntryListProps) {
  if (loading) return <Skeleton active />
  if (Children.count(children) === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  }
  return <ul className={styles.list}>{children}</ul>
}

interface EntryProps {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}

export function Entry({ title, description, actions, children }: EntryProps) {
  return (
    <li className={styles.entry}>
      <div className={styles.text}>
        <div className={styles.title}>{title}</div>
        {description !== undefined && <div className={styles.description}>{description}</div>}
        {children}
      </div>
      {actions !== undefined && <Space className={styles.actions}>{actions}</Space>}
    </li>
  )
}

interface DeleteEntryButtonProps {
  /** The entry's name, in the button's label and in the toast that it was deleted. */
  name: string
  confirmTitle: string
  /** The toast's title once deleted, and its text when deleting failed without a server message. */
  messages: { deleted: string; failed: string }
  /** Deletes the entry; rejects when that failed. */
  onDelete: () => Promise<unknown>
  size?: ButtonProps['size']
  type?: ButtonProps['type']
}

// An entry's delete action: asks first, then deletes and says how that went.
export function DeleteEntryButton({ name, confirmTitle, messages, onDelete, size, type }: DeleteEntryButtonProps) {
  const toasts = useToasts()
  const [deleting, setDeleting] = useState(false)

  const remove = async () => {
    setDeleting(true)
    try {
      await onDelete()
      toasts.success(messages.deleted, `"${name}" was deleted.`)
    } catch (error) {
      toasts.failure(error, messages.failed)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Popconfirm title={confirmTitle} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
      <Button
        size={size}
        type={type}
        danger
        icon={<DeleteOutlined />}
        loading={deleting}
        aria-label={`Delete ${name}`}
      />
    </Popconfirm>
  )
}
