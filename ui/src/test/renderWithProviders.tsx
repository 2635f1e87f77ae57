import { render } from '@testing-library/react'
import { ConfigProvider, type ThemeConfig } from 'antd'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { store } from '../app/store'
import { theme } from '../app/theme'

// The app's theme, with antd's test settings:
// - no motion: the test DOM fires no transitionend, so antd animations (a closing Modal) would
//   never end;
// - zeroRuntime: antd writes no CSS-in-JS style sheets. The test DOM computes a style (which every
//   *ByRole query and every user-event click asks for) by walking every rule of every sheet, and
//   antd's sheets made that most of a test's time. No test looks at antd's styling; the browser
//   tests (test/e2e) see the real one.
const testTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false }, zeroRuntime: true }
// The click wave is an animation too, run on timers after every button press.
const noWave = { disabled: true }

// Renders inside the real store (reset after each test by the setup file) at the given path.
export function renderWithProviders(ui: ReactElement, { path = '/' } = {}) {
  return render(
    <Provider store={store}>
      <ConfigProvider theme={testTheme} wave={noWave}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ConfigProvider>
    </Provider>,
  )
}
