import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { installFakeMicrophone } from '../../test/fakeMicrophone'
import { pending } from '../../test/stubApi'
import { renderDictation, resetDictation } from './renderDictation'

afterEach(resetDictation)

// A SpeechMike as WebHID shows it: it opens, and sends input reports.
class FakeHidDevice extends EventTarget {
  readonly vendorId = 0x0911
  readonly productId = 0x0c1c
  readonly productName = 'SpeechMike Premium'
  opened = false
  readonly open = vi.fn(() => {
    this.opened = true
    return Promise.resolve()
  })
  readonly close = vi.fn(() => Promise.resolve())

  report(bytes: number[]) {
    const event = Object.assign(new Event('inputreport'), { reportId: 0, data: new DataView(new Uint8Array(bytes).buffer) })
    act(() => {
      this.dispatchEvent(event)
    })
  }
}

function installFakeHid(allowed: FakeHidDevice[] = []) {
  const device = new FakeHidDevice()
  const hid = Object.assign(new EventTarget(), {
    getDevices: vi.fn(() => Promise.resolve(allowed)),
    requestDevice: vi.fn(() => Promise.resolve([device])),
  })
  Object.defineProperty(navigator, 'hid', { configurable: true, value: hid })
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'hid')
  })
  return { hid, device }
}

const button = (bits: number) => [128, 0, 0, 0, 0, 0, 0, 0, bits]
const RECORD = 1
const STOP = 2
const RELEASED = 0

describe('DictationMicrophone', () => {
  it('is not offered where the browser has no WebHID', async () => {
    renderDictation()
    await screen.findByText('Ready to record')
    expect(screen.queryByRole('button', { name: 'Connect dictation microphone' })).not.toBeInTheDocument()
  })

  it('connects a SpeechMike whose Record and Stop buttons drive the recorder', async () => {
    installFakeMicrophone()
    const { hid, device } = installFakeHid()
    const { onRemoteControl } = renderDictation({ routes: { '/api/transcribe': pending } })
    await userEvent.click(await screen.findByRole('button', { name: 'Connect dictation microphone' }))

    expect(hid.requestDevice).toHaveBeenCalledOnce()
    const [{ filters }] = hid.requestDevice.mock.calls[0] as unknown as [{ filters: { vendorId: number }[] }]
    expect(new Set(filters.map(({ vendorId }) => vendorId))).toEqual(new Set([0x0911, 0x0554]))
    expect(device.open).toHaveBeenCalledOnce()
    expect(await screen.findByText('Connected: SpeechMike Premium')).toBeInTheDocument()

    device.report(button(RECORD))
    expect(await screen.findByText('Recording...')).toBeInTheDocument()
    expect(onRemoteControl).toHaveBeenCalled()
    // The button still down in the next report is not a second press.
    device.report(button(RECORD))
    device.report([158, 0, 0, 0, 0, 0, 0, 0, 1])
    device.report([1, 2])
    expect(screen.getByText('Recording...')).toBeInTheDocument()

    device.report(button(RELEASED))
    device.report(button(STOP))
    expect(await screen.findByText('Transcribing...')).toBeInTheDocument()
  })

  it('takes up a microphone allowed before without asking again', async () => {
    installFakeMicrophone()
    const allowed = new FakeHidDevice()
    const { hid } = installFakeHid([allowed])
    renderDictation({ routes: { '/api/transcribe': pending } })
    expect(await screen.findByText('Connected: SpeechMike Premium')).toBeInTheDocument()
    expect(hid.requestDevice).not.toHaveBeenCalled()
    allowed.report(button(RECORD))
    await waitFor(() => {
      expect(screen.getByText('Recording...')).toBeInTheDocument()
    })
  })
})
