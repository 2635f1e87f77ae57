import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { baseApi } from '../api/baseApi'
import { store } from '../app/store'
import { antdSelect } from '../components/DeferredSelect'
import { noticeHolders } from '../components/notices'
import { htmlSanitiser } from '../lib/htmlSanitiser'

// findBy and waitFor give up after a second by default; with both cores busy (two test workers
// beside the Go tests in CI) an antd form's validation of four long fields can take longer.
configure({ asyncUtilTimeout: 5000 })

// The HTML sanitiser, antd's Select and the toasts' holders arrive when a page is first idle
// (lib/htmlSanitiser.ts, DeferredSelect, notices); tests start with them here, as a person finds
// them, rather than racing their fetch on a busy machine (useQuill.test.tsx and
// DeferredSelect.test.tsx cover what happens before they arrive).
beforeAll(async () => {
  await Promise.all([htmlSanitiser.load(), antdSelect.load(), noticeHolders.load()])
}, 60_000)

// antd's responsive components call window.matchMedia, which jsdom does not implement; this one
// matches nothing, a phone (renderWorkspace's pretendWideScreen makes a desktop).
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

// The test DOM lays nothing out, so there is nothing to scroll (ScrollToTop scrolls on every
// navigation); jsdom's own scrollTo only reports that it is not implemented.
window.scrollTo = () => undefined

// The test DOM draws no pseudo-elements (antd measures the '::-webkit-scrollbar' of a probe element
// before it locks the page's scrolling under a Modal), so a pseudo-element has no style of its own;
// jsdom's getComputedStyle would report that it cannot parse one and answer for the element.
const computedStyleOf = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  pseudoElement ? document.createElement('div').style : computedStyleOf(element)

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
