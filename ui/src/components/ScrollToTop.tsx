import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

// A new page starts at its top; a layout effect so pages can still scroll elsewhere in their own effects.
export function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
