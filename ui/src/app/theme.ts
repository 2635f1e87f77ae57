import type { ThemeConfig } from 'antd'

const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

// Calm clinical palette: muted teal primary on soft grey surfaces.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorInfo: '#0f766e',
    colorLink: '#0f766e',
    colorBgLayout: '#f5f7f9',
    colorTextBase: '#1f2933',
    borderRadius: 8,
    fontFamily: systemFontStack,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      footerBg: '#eef1f4',
    },
  },
}
