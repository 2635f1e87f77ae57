import { describe, expect, it } from 'vitest'
import { HID_BUTTON_ACTIONS, heldButtons, newlyPressed, type HidButton } from './hidButtons'

// Input reports as the devices send them, from the tests of Google's dictation_support
// (src/speechmike_hid_device_test.ts, src/powermic_3_device_test.ts).
const SPEECHMIKE = { vendorId: 0x0911, productId: 0x0c1c }
const SPEECHMIKE_AIR = { vendorId: 0x0911, productId: 0x0c1d }
const POWERMIC_4 = { vendorId: 0x0554, productId: 0x0064 }
const POWERMIC_3 = { vendorId: 0x0554, productId: 0x1001 }

function read(device: { vendorId: number; productId: number }, bytes: number[], reportId = 0): HidButton[] | null {
  return heldButtons(device.vendorId, device.productId, reportId, new DataView(new Uint8Array(bytes).buffer))
}

describe('heldButtons', () => {
  it.each<[string, number[], HidButton[]]>([
    ['record', [128, 0, 0, 0, 0, 0, 0, 0, 1], ['record']],
    ['stop', [128, 0, 0, 0, 0, 0, 0, 0, 2], ['stop']],
    ['play', [128, 0, 0, 0, 0, 0, 0, 0, 4], ['play']],
    ['end of letter', [128, 0, 0, 0, 0, 0, 0, 0, 32], ['endOfLetter']],
    ['fast forward (not ours)', [128, 0, 0, 0, 0, 0, 0, 0, 8], []],
    ['F1 (not ours)', [128, 0, 0, 0, 0, 0, 0, 2, 0], []],
    ['F1 with the slider at stop', [128, 0, 0, 0, 0, 0, 0, 2, 2], ['stop']],
    ['all released', [128, 0, 0, 0, 0, 0, 0, 0, 0], []],
  ])('reads a SpeechMike button event: %s', (_name, bytes, buttons) => {
    expect(read(SPEECHMIKE, bytes)).toEqual(buttons)
    expect(read(SPEECHMIKE_AIR, bytes)).toEqual(buttons)
  })

  it('ignores SpeechMike messages that are not button events', () => {
    expect(read(SPEECHMIKE, [158, 0, 0, 0, 0, 0, 0, 0, 1])).toBeNull() // laid down
    expect(read(SPEECHMIKE, [148, 0, 0, 0, 0, 80, 1, 0, 0])).toBeNull() // wireless status
    expect(read(SPEECHMIKE, [139, 0, 0, 0, 0, 0, 14, 116, 0])).toBeNull() // device code answer
  })

  it.each<[string, number[], HidButton[]]>([
    ['record', [128, 0, 0, 0, 0, 0, 0, 0, 1], ['record']],
    ['play/stop', [128, 0, 0, 0, 0, 0, 0, 0, 4], ['play']],
    ['tab forward (not ours)', [128, 0, 0, 0, 0, 0, 0, 0, 8], []],
    ['the bit a SpeechMike uses for stop', [128, 0, 0, 0, 0, 0, 0, 0, 2], []],
  ])('reads a PowerMic 4 button event: %s', (_name, bytes, buttons) => {
    expect(read(POWERMIC_4, bytes)).toEqual(buttons)
  })

  it.each<[string, number[], HidButton[]]>([
    ['transcribe', [0, 1, 0], ['transcribe']],
    ['record', [0, 4, 0], ['record']],
    ['play', [0, 64, 0], ['play']],
    ['record and play', [0, 68, 0], ['record', 'play']],
    ['enter/select (not ours)', [0, 0, 1], []],
    ['all released', [0, 0, 0], []],
  ])('reads a PowerMic II/III report: %s', (_name, bytes, buttons) => {
    expect(read(POWERMIC_3, bytes)).toEqual(buttons)
  })

  it('never throws on short, empty, numbered or foreign reports', () => {
    expect(read(SPEECHMIKE, [128, 0, 0])).toBeNull()
    expect(read(SPEECHMIKE, [])).toBeNull()
    expect(read(POWERMIC_3, [0, 4])).toBeNull()
    expect(read(POWERMIC_3, [0, 4, 0], 2)).toBeNull()
    expect(read({ vendorId: 0x0911, productId: 0x1844 }, [2])).toBeNull() // Philips foot control
    expect(read({ vendorId: 0x046d, productId: 0xc52b }, [128, 0, 0, 0, 0, 0, 0, 0, 1])).toBeNull()
  })
})

describe('newlyPressed', () => {
  it('counts a press once while the button stays down, and again after it was let go', () => {
    expect(newlyPressed([], ['record'])).toEqual(['record'])
    expect(newlyPressed(['record'], ['record'])).toEqual([])
    expect(newlyPressed(['record'], ['stop'])).toEqual(['stop'])
    expect(newlyPressed(['stop'], [])).toEqual([])
    expect(newlyPressed([], ['stop'])).toEqual(['stop'])
  })

  it('maps the buttons to record, pause and stop', () => {
    expect(HID_BUTTON_ACTIONS).toEqual({ record: 'record', play: 'pause', stop: 'stop', endOfLetter: 'stop', transcribe: 'stop' })
  })
})
