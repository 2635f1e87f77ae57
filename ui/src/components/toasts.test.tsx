import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noticeHolders } from './notices'
import { ToastScope, useToasts } from './toasts'

afterEach(() => {
  vi.useRealTimers()
})

// Whether the toast titled title is on the screen and not on its way out.
function showing(title: string): boolean {
  const notice = screen.queryByText(title)?.closest('.ant-notification-notice')
  return notice !== null && notice !== undefined && !notice.className.includes('-leave')
}

function Buttons() {
  const toasts = useToasts()
  return (
    <>
      <button type="button" onClick={() => { toasts.success('Report Copied') }}>
        copy
      </button>
      <button type="button" onClick={() => { toasts.success('New Report Started') }}>
        new
      </button>
    </>
  )
}

describe('toasts', () => {
  // antd keeps a notice's timer when its content is replaced under the same key: a toast that
  // replaced one about to close vanished with it, a moment after it showed.
  it('shows a toast that replaces another for its whole time, not what was left of the one before', async () => {
    await noticeHolders.load()
    render(
      <ToastScope>
        <Buttons />
      </ToastScope>,
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    fireEvent.click(screen.getByRole('button', { name: 'copy' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50)
    })
    expect(showing('Report Copied')).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'new' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50)
    })
    expect(showing('New Report Started')).toBe(true)
    expect(showing('Report Copied')).toBe(false)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(showing('New Report Started')).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(showing('New Report Started')).toBe(false)
  })
})
