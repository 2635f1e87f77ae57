import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './useCountdown'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
})

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

// The one countdown of the app: the e-mail dialog's resend cooldown and the subscription
// success page's redirect both count with it.
describe('useCountdown', () => {
  it('is at zero and calls nothing until started', async () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useCountdown(onDone))
    expect(result.current.secondsLeft).toBe(0)
    expect(result.current.started).toBe(false)
    await advance(5000)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('counts whole seconds down once started, then calls onDone once at zero', async () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useCountdown(onDone))
    act(() => {
      result.current.start(3)
    })
    expect(result.current.started).toBe(true)
    for (const seconds of [3, 2, 1]) {
      expect(result.current.secondsLeft).toBe(seconds)
      expect(onDone).not.toHaveBeenCalled()
      await advance(1000)
    }
    expect(result.current.secondsLeft).toBe(0)
    expect(onDone).toHaveBeenCalledTimes(1)
    await advance(5000)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('stops early without calling onDone, and starts again from the top', async () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useCountdown(onDone))
    act(() => {
      result.current.start(60)
    })
    // React renders each second before the next tick is set, so the clock moves a second at a time.
    await advance(1000)
    await advance(1000)
    expect(result.current.secondsLeft).toBe(58)
    act(() => {
      result.current.stop()
    })
    expect(result.current.secondsLeft).toBe(0)
    expect(result.current.started).toBe(false)
    await advance(60_000)
    expect(onDone).not.toHaveBeenCalled()
    act(() => {
      result.current.start(60)
    })
    expect(result.current.secondsLeft).toBe(60)
  })

  it('needs no onDone', async () => {
    const { result } = renderHook(() => useCountdown())
    act(() => {
      result.current.start(1)
    })
    await advance(1000)
    expect(result.current.secondsLeft).toBe(0)
  })
})
