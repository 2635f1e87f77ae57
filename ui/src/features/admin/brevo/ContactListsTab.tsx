import { Button, Card, Input, Typography } from 'antd'
import { useState } from 'react'
import { useToasts } from '../../../components/toasts'
import { useCreateBrevoListMutation, type BrevoList } from '../brevoApi'
import styles from '../BrevoAdminPage.module.css'

interface ContactListsTabProps {
  lists: BrevoList[]
  selected: number[]
  onToggle: (id: number) => void
}

// The Brevo page's lists: a new one created, and those that Sync All Users and Sync add users to
// picked.
export function ContactListsTab({ lists, selected, onToggle }: ContactListsTabProps) {
  const toasts = useToasts()
  const [name, setName] = useState('')
  const [createList, { isLoading }] = useCreateBrevoListMutation()

  const create = async () => {
    try {
      await createList(name.trim()).unwrap()
      toasts.success('Success', 'Brevo list created successfully')
      setName('')
    } catch (error) {
      toasts.failure(error, 'Failed to create Brevo list')
    }
  }

  return (
    <div className={styles.stack}>
      <Card size="small" title="Create List">
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim() !== '') void create()
          }}
        >
          <Input
            className={styles.grow}
            aria-label="List name"
            placeholder="List name"
            maxLength={100}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
            }}
          />
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={name.trim() === ''}>
            Create List
          </Button>
        </form>
      </Card>
      <Card size="small" title="Contact Lists">
        <Typography.Paragraph type="secondary">
          Select the lists that Sync All Users and Sync add users to; with none selected, the server&apos;s default lists
          are used.
        </Typography.Paragraph>
        {lists.length === 0 ? (
          <Typography.Text type="secondary">No lists yet</Typography.Text>
        ) : (
          <div className={styles.lists}>
            {lists.map((list) => {
              const isSelected = selected.includes(list.id)
              return (
                <Button
                  key={list.id}
                  className={styles.listToggle}
                  type={isSelected ? 'primary' : 'default'}
                  ghost={isSelected}
                  aria-pressed={isSelected}
                  onClick={() => {
                    onToggle(list.id)
                  }}
                >
                  <strong>{list.name}</strong>
                  <span className={styles.muted}>{list.totalSubscribers} subscribers</span>
                  <span className={styles.muted}>ID: {list.id}</span>
                </Button>
              )
            })}
          </div>
        )}
      </Card>
    </div>
  )
}
