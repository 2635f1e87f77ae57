import { SearchOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Input } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../../api/baseApi'
import { useLazyGetBrevoContactQuery } from '../brevoApi'
import styles from '../BrevoAdminPage.module.css'

// The Brevo page's look-up of one contact by address, its data shown as Brevo holds it.
export function SearchContactsTab() {
  const [email, setEmail] = useState('')
  const [search, { data, error, isFetching, originalArgs }] = useLazyGetBrevoContactQuery()
  const trimmed = email.trim()
  return (
    <Card size="small" title="Search Contacts">
      <div className={styles.stack}>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            if (trimmed !== '') void search(trimmed)
          }}
        >
          <Input
            className={styles.grow}
            type="email"
            aria-label="Contact e-mail"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
            }}
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={isFetching} disabled={trimmed === ''}>
            Search
          </Button>
        </form>
        {originalArgs !== undefined && !isFetching && error !== undefined && (
          <Alert type="warning" showIcon title={errorMessage(error, 'Failed to find the contact in Brevo')} />
        )}
        {originalArgs !== undefined && !isFetching && error === undefined && data !== undefined && (
          <pre className={styles.raw} aria-label="Contact data">
            {JSON.stringify(data, null, 2)}
          </pre>
        )}
      </div>
    </Card>
  )
}
