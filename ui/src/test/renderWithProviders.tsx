import { render } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { store } from '../app/store'
import { theme } from '../app/theme'

// jsdom fires no transitionend, so antd animations (a closing Modal) would never finish.
const themeWithoutMotion = { ...theme, token: { ...theme.token, motion: false } }

// Renders inside the real store (reset after each test by the setup file) at the given path.
export function renderWithProviders(ui: ReactElement, { path = '/' } = {}) {
  return render(
    <Provider store={store}>
      <ConfigProvider theme={themeWithoutMotion}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ConfigProvider>
    </Provider>,
  )
}
