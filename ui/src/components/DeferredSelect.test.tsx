import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
]

// A fresh DeferredSelect whose antd Select arrives only when `arrive` is called, whatever other
// tests have fetched.
async function withSelectHeldBack() {
  vi.resetModules()
  let arrive = () => undefined as void
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  vi.doMock('./antdSelect', async () => {
    await arrived
    return vi.importActual('./antdSelect')
  })
  const { DeferredSelect } = await import('./DeferredSelect')
  return { DeferredSelect, arrive }
}

describe('DeferredSelect', () => {
  it('stands in with the name and value, and opens the list a click asked for on arrival', async () => {
    const { DeferredSelect, arrive } = await withSelectHeldBack()
    const onChange = vi.fn()
    render(<DeferredSelect aria-label="Language" value="en" options={options} onChange={onChange} />)

    const standIn = screen.getByRole('combobox', { name: 'Language' })
    expect(standIn).toHaveValue('English')
    await userEvent.click(standIn)
    arrive()

    await userEvent.click(await screen.findByTitle('German'))
    expect(onChange).toHaveBeenCalledWith('de', expect.anything())
  })

  it('shows the placeholder while there is no value, and keeps a focus on arrival', async () => {
    const { DeferredSelect, arrive } = await withSelectHeldBack()
    render(<DeferredSelect aria-label="Insert macro" placeholder="Insert macro" value={null} options={options} />)

    const standIn = screen.getByRole('combobox', { name: 'Insert macro' })
    expect(standIn).toHaveAttribute('placeholder', 'Insert macro')
    standIn.focus()
    arrive()

    await vi.waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Insert macro' })).not.toBe(standIn)
    })
    expect(screen.getByRole('combobox', { name: 'Insert macro' })).toHaveFocus()
  })
})
