import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react'
import { preloadable } from '../lib/preload'
import { usePreloaded } from '../lib/usePreloaded'
import type { NoticeApis } from './noticeHolders'

// Toasts and questions (antd's notification and modal, about 19 kB gzip with antd's App) show
// only after an action, so their holders ship in a chunk of their own, fetched when the page is
// first idle or at once by the first notice, which shows on its arrival.
export const noticeHolders = preloadable(() => import('./noticeHolders'))

/** Runs `show` with the scope's notification and modal APIs, once they have arrived. */
export type ShowNotice = (show: (apis: NoticeApis) => void) => void

const showStatic: ShowNotice = (show) => {
  void noticeHolders.load().then(({ staticApis }) => {
    show(staticApis)
  })
}

const NoticesContext = createContext<ShowNotice>(showStatic)

/** The notification and modal APIs of the nearest scope (antd's static ones outside any). */
export function useNotices(): ShowNotice {
  return useContext(NoticesContext)
}

// Holds the toasts and questions of the pages inside it, in their antd theme; maxCount caps the
// toasts shown at once.
export function NoticeScope({ maxCount, children }: { maxCount?: number; children: ReactNode }) {
  const { module, reach } = usePreloaded(noticeHolders)
  const apis = useRef<NoticeApis | null>(null)
  const waiting = useRef<((apis: NoticeApis) => void)[]>([])
  const show = useCallback<ShowNotice>(
    (task) => {
      if (apis.current) {
        task(apis.current)
        return
      }
      waiting.current.push(task)
      void reach()
    },
    [reach],
  )
  const ready = useCallback((arrived: NoticeApis) => {
    apis.current = arrived
    for (const task of waiting.current.splice(0)) task(arrived)
  }, [])
  return (
    <NoticesContext.Provider value={show}>
      {children}
      {module && <module.NoticeHolders maxCount={maxCount} onReady={ready} />}
    </NoticesContext.Provider>
  )
}
