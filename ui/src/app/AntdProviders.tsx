import { ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { NoticeScope } from '../components/notices'
import { theme } from './theme'

// antd's theme and the holder of notifications and modals, around every page that uses antd; loaded lazily by App so the landing page ships without it.
export default function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <NoticeScope>{children}</NoticeScope>
    </ConfigProvider>
  )
}
