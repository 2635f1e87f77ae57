import { ArrowLeftOutlined } from '@ant-design/icons'
import { Typography } from 'antd'
import { Link } from 'react-router'
import styles from './AdminPageHeader.module.css'

// The top of a page under /admin: the way back to the dashboard and the page's title.
export function AdminPageHeader({ title }: { title: string }) {
  return (
    <>
      <Link to="/admin" className={styles.backLink}>
        <ArrowLeftOutlined aria-hidden /> Back to Admin
      </Link>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
    </>
  )
}
