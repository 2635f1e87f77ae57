import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { DictationShortcutsCard } from './DictationShortcutsCard'
import { SHORTCUTS_STORAGE_KEY } from './shortcuts'

afterEach(() => {
  window.localStorage.clear()
})

function stored() {
  return JSON.parse(window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? 'null') as unknown
}

describe('DictationShortcutsCard', () => {
  it('sets a key by pressing it and keeps it in this browser', async () => {
    renderWithProviders(<DictationShortcutsCard />)
    expect(screen.getByText('Dictation shortcuts')).toBeInTheDocument()
    const record = screen.getByRole('button', { name: 'Record / Stop F9' })
    expect(screen.getByRole('button', { name: 'Pause / Resume F10' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop F11' })).toBeInTheDocument()

    await userEvent.click(record)
    expect(record).toHaveTextContent('Press a key...')
    await userEvent.keyboard('{F8}')
    expect(record).toHaveTextContent('F8')
    expect(stored()).toEqual({ record: 'F8', pause: 'F10', stop: 'F11' })
  })

  it('refuses keys that type, keys already taken, and gives up on Escape', async () => {
    renderWithProviders(<DictationShortcutsCard />)
    const stop = screen.getByRole('button', { name: 'Stop F11' })
    await userEvent.click(stop)
    await userEvent.keyboard('s')
    expect(screen.getByRole('alert')).toHaveTextContent('s types or moves the cursor')
    await userEvent.keyboard('{F10}')
    expect(screen.getByRole('alert')).toHaveTextContent('F10 is already the key for Pause / Resume.')
    expect(stop).toHaveTextContent('Press a key...')
    await userEvent.keyboard('{Escape}')
    expect(stop).toHaveTextContent('F11')
    expect(stored()).toBeNull()
  })

  it('restores the defaults', async () => {
    window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ record: 'F1', pause: 'F2', stop: 'F3' }))
    renderWithProviders(<DictationShortcutsCard />)
    expect(screen.getByRole('button', { name: 'Record / Stop F1' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Restore defaults' }))
    expect(screen.getByRole('button', { name: 'Record / Stop F9' })).toBeInTheDocument()
    expect(stored()).toEqual({ record: 'F9', pause: 'F10', stop: 'F11' })
  })
})
