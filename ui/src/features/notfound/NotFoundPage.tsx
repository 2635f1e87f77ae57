import { FileSearchOutlined } from '@ant-design/icons'
import { Result } from 'antd'
import { Link } from 'react-router'
import styles from './NotFoundPage.module.css'

export default function NotFoundPage() {
  return (
    <Result
      icon={<FileSearchOutlined />}
      title={<h1 className={styles.heading}>404</h1>}
      subTitle="Page not found"
      extra={<Link to="/">Back to home</Link>}
    />
  )
}
