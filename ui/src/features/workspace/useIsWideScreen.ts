import { useSyncExternalStore } from 'react'

// antd's lg breakpoint: from here on the workspace shows its three columns side by side.
const WIDE_SCREEN = '(min-width: 992px)'
// From here on the report's checks get a fourth column, beside the editor (WorkspacePage.module.css);
// narrower, the input column would be too narrow for its two tabs.
const EXTRA_WIDE_SCREEN = '(min-width: 1360px)'

// Read synchronously, so the first paint already has the right layout.
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => {
        list.removeEventListener('change', onChange)
      }
    },
    () => window.matchMedia(query).matches,
  )
}

export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN)
}

export function useIsExtraWideScreen(): boolean {
  return useMediaQuery(EXTRA_WIDE_SCREEN)
}
