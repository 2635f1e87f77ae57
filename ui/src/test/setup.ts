import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { baseApi } from '../api/baseApi'
import { store } from '../app/store'

// antd's responsive components call window.matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})

// antd's Tabs measure themselves with ResizeObserver, which jsdom does not implement either.
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = StillResizeObserver

// Node's Request (used under jsdom) rejects relative URLs such as '/api/auth/user'; a browser
// resolves them against the page, so the tests do the same.
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}
globalThis.Request = PageRelativeRequest

afterEach(() => {
  cleanup()
  store.dispatch(baseApi.util.resetApiState())
})
