import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preload'
import { usePreloaded } from './usePreloaded'

describe('preloadable', () => {
  it('fetches once however often it is reached, and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const module = preloadable(importer)
    expect(module.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect(first).toBe(second)
    expect(module.loaded()).toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed fetch', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 42 })
    const module = preloadable(importer)
    await expect(module.load()).rejects.toThrow('offline')
    await expect(module.load()).resolves.toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('usePreloaded', () => {
  it('fetches the module once the page is idle, with no reach', async () => {
    const module = preloadable(() => Promise.resolve({ answer: 42 }))
    const { result } = renderHook(() => usePreloaded(module))
    expect(result.current.module).toBeUndefined()
    await waitFor(() => {
      expect(result.current.module).toEqual({ answer: 42 })
    })
  })

  it('fetches it at once when reached', async () => {
    vi.useFakeTimers()
    try {
      const module = preloadable(() => Promise.resolve({ answer: 42 }))
      const { result } = renderHook(() => usePreloaded(module))
      await act(() => result.current.reach())
      expect(result.current.module).toEqual({ answer: 42 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('has the module from the first render when it has arrived before', async () => {
    const module = preloadable(() => Promise.resolve({ answer: 42 }))
    await module.load()
    const { result } = renderHook(() => usePreloaded(module))
    expect(result.current.module).toEqual({ answer: 42 })
  })
})
