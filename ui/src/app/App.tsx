import { lazy } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import { store } from './store'

const AntdProviders = lazy(() => import('./AntdProviders'))

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes antdProviders={AntdProviders} />
      </BrowserRouter>
    </Provider>
  )
}
