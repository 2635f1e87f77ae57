import { Empty, Skeleton, Space } from 'antd'
import { Children, type ReactNode } from 'react'
import styles from './EntryList.module.css'

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
