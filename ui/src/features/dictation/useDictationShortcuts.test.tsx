import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { installFakeMicrophone } from '../../test/fakeMicrophone'
import { json, pending } from '../../test/stubApi'
import { renderDictation, resetDictation, transcription } from './renderDictation'
import { SHORTCUTS_STORAGE_KEY } from './shortcuts'

afterEach(resetDictation)

function pressKey(key: string, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}

describe('dictation keys', () => {
  it('record with F9, pause and resume with F10 and stop with F11, also from a text field', async () => {
    installFakeMicrophone()
    const { onRemoteControl } = renderDictation({ routes: { '/api/transcribe': pending } })
    await screen.findByText('Ready to record')
    const field = document.body.appendChild(document.createElement('textarea'))
    field.focus()

    const f9 = pressKey('F9', field)
    expect(f9.defaultPrevented).toBe(true)
    expect(await screen.findByText('Recording...')).toBeInTheDocument()
    expect(onRemoteControl).toHaveBeenCalled()
    pressKey('F10', field)
    expect(screen.getByText('Recording paused')).toBeInTheDocument()
    pressKey('F10', field)
    expect(screen.getByText('Recording...')).toBeInTheDocument()
    const f11 = pressKey('F11', field)
    expect(f11.defaultPrevented).toBe(true)
    expect(await screen.findByText('Transcribing...')).toBeInTheDocument()
    field.remove()
  })

  it('F9 stops a recording under way, like the large button', async () => {
    installFakeMicrophone()
    renderDictation({ routes: { '/api/transcribe': () => json(200, transcription('r1', 'Liver normal.')) } })
    await screen.findByText('Ready to record')
    pressKey('F9')
    expect(await screen.findByText('Recording...')).toBeInTheDocument()
    pressKey('F9')
    expect(await screen.findByText('Processing completed')).toBeInTheDocument()
  })

  it('use the keys chosen in the profile, and leave other keys alone', async () => {
    installFakeMicrophone()
    window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ record: 'Pause', pause: 'F2', stop: 'F4' }))
    renderDictation({ routes: { '/api/transcribe': pending } })
    await screen.findByText('Ready to record')

    const f9 = pressKey('F9')
    expect(f9.defaultPrevented).toBe(false)
    await userEvent.keyboard('r')
    expect(screen.getByText('Ready to record')).toBeInTheDocument()

    pressKey('Pause')
    expect(await screen.findByText('Recording...')).toBeInTheDocument()
    pressKey('F2')
    expect(screen.getByText('Recording paused')).toBeInTheDocument()
    pressKey('F4')
    expect(await screen.findByText('Transcribing...')).toBeInTheDocument()
  })
})
