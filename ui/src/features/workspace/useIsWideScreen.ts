import { useSyncExternalStore } from 'react'

// antd's lg breakpoint: from here on the workspace shows its three columns side by side.
const WIDE_SCREEN = '(min-width: 992px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN)
  query.addEventListener('change', onChange)
  return () => {
    query.removeEventListener('change', onChange)
  }
}

// Read synchronously, so the first paint already has the right layout.
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN).matches)
}
