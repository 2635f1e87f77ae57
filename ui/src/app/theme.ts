import type { ThemeConfig } from 'antd'

const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

// Calm clinical palette: muted teal primary on soft grey surfaces.
//
// Every colour text is drawn in reaches 4.5:1 (WCAG 2.1 AA) on the surfaces it sits on, down to
// the footer's #eef1f4 (docs/decisions.md, "Accessibility"). antd derives its secondary text,
// placeholders, hover teal, error red and tag texts lighter than that; they are set here.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorInfo: '#0f766e',
    // antd derives the info alert's surface from the teal's first shade, a murky grey-green;
    // a light clear teal reads as a notice (text on it stays above 12:1).
    colorInfoBg: '#e8f5f2',
    colorInfoBorder: '#9fd6cc',
    colorLink: '#0f766e',
    // Hover goes darker, not lighter: antd's lighter teal is 4.3:1 on the grey page.
    colorPrimaryHover: '#115e59',
    colorLinkHover: '#115e59',
    // antd's #ff4d4f is 3.3:1 on white; this is its red-7.
    colorError: '#cf1322',
    colorBgLayout: '#f5f7f9',
    colorTextBase: '#1f2933',
    // Secondary and descriptive text (antd's 0.65 and 0.45 of the text colour; 0.45 is 2.7:1).
    colorTextSecondary: 'rgba(31, 41, 51, 0.75)',
    colorTextTertiary: 'rgba(31, 41, 51, 0.67)',
    colorTextDescription: 'rgba(31, 41, 51, 0.67)',
    // A placeholder is text too (antd's 0.25 is 1.6:1); disabled text keeps antd's faint grey.
    colorTextPlaceholder: 'rgba(31, 41, 51, 0.67)',
    borderRadius: 8,
    fontFamily: systemFontStack,
  },
  components: {
    // An empty table's message is drawn in the disabled grey; it is information, not disabled.
    Table: {
      colorTextDisabled: 'rgba(31, 41, 51, 0.67)',
    },
    Layout: {
      headerBg: '#ffffff',
      footerBg: '#eef1f4',
    },
    // A tag's text is its colour's 7th shade on the 1st; for these colours that is under 4.5:1,
    // so their text takes a darker shade of the same colour (success and warning likewise).
    Tag: {
      green7: '#237804',
      cyan7: '#006d75',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
    },
  },
}
