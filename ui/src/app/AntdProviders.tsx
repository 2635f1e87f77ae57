import { App as AntApp, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { theme } from './theme'

// antd's theme and its App (the holder of notifications and modals), around every page that
// uses antd; loaded lazily by App so the landing page ships without it.
export default function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  )
}
