import type { DictationAction } from './shortcuts'

// Input reports of dictation microphones, read as Google's open-source WebHID driver reads them
// (github.com/GoogleChromeLabs/dictation_support, Apache-2.0: src/speechmike_hid_device.ts and
// src/powermic_3_device.ts); the sample reports in hidButtons.test.ts come from its tests.

export const PHILIPS_VENDOR_ID = 0x0911
export const NUANCE_VENDOR_ID = 0x0554

/** The buttons that drive dictation; a device's other buttons are left alone. */
export type HidButton = 'record' | 'stop' | 'play' | 'endOfLetter' | 'transcribe'

interface ReportLayout {
  /** The bitmask of the buttons held, or null when the report is not about buttons. */
  bitmask: (data: DataView) => number | null
  buttons: readonly (readonly [bit: number, button: HidButton])[]
}

const BUTTON_EVENT = 0x80

// SpeechMike (Philips SpeechControl HID protocol, which the PowerMic 4 speaks too): byte 0 names
// the message, 0x80 a button event with the held buttons as a little-endian bitmask in bytes 7-8.
// Other messages (motion 0x9e, wireless status 0x94, command answers) carry no buttons.
function speechMikeBitmask(data: DataView): number | null {
  if (data.byteLength < 9 || data.getUint8(0) !== BUTTON_EVENT) return null
  return data.getUint16(7, true)
}

const SPEECHMIKE: ReportLayout = {
  bitmask: speechMikeBitmask,
  buttons: [
    [1 << 8, 'record'],
    [1 << 9, 'stop'],
    [1 << 10, 'play'],
    [1 << 13, 'endOfLetter'],
  ],
}

const POWERMIC_4: ReportLayout = {
  bitmask: speechMikeBitmask,
  buttons: [
    [1 << 8, 'record'],
    [1 << 10, 'play'],
  ],
}

// PowerMic II and III: the held buttons as a little-endian bitmask in bytes 1-2.
const POWERMIC_3: ReportLayout = {
  bitmask: (data) => (data.byteLength < 3 ? null : data.getUint16(1, true)),
  buttons: [
    [1 << 0, 'transcribe'],
    [1 << 2, 'record'],
    [1 << 6, 'play'],
  ],
}

// Wired SpeechMikes (LFH35xx, LFH36xx, SMP37xx, SMP38xx), SpeechMike Premium Air, SpeechOne,
// and every SpeechMike in browser mode.
export const SPEECHMIKE_PRODUCT_IDS: readonly number[] = [0x0c1c, 0x0c1d, 0x0c1e, 0x0fa0]
export const POWERMIC_3_PRODUCT_ID = 0x1001
export const POWERMIC_4_PRODUCT_ID = 0x0064

function layoutOf(vendorId: number, productId: number): ReportLayout | null {
  if (vendorId === PHILIPS_VENDOR_ID && SPEECHMIKE_PRODUCT_IDS.includes(productId)) return SPEECHMIKE
  if (vendorId === NUANCE_VENDOR_ID && productId === POWERMIC_4_PRODUCT_ID) return POWERMIC_4
  if (vendorId === NUANCE_VENDOR_ID && productId === POWERMIC_3_PRODUCT_ID) return POWERMIC_3
  return null
}

export function isSupportedMicrophone(vendorId: number, productId: number): boolean {
  return layoutOf(vendorId, productId) !== null
}

/**
 * The dictation buttons held according to one input report, or null for a report that says
 * nothing about buttons (another message, an unknown device, a numbered report: these devices
 * number none). Never throws, whatever the bytes.
 */
export function heldButtons(vendorId: number, productId: number, reportId: number, data: DataView): HidButton[] | null {
  const layout = layoutOf(vendorId, productId)
  if (layout === null || reportId !== 0) return null
  const mask = layout.bitmask(data)
  if (mask === null) return null
  return layout.buttons.filter(([bit]) => (mask & bit) !== 0).map(([, button]) => button)
}

/** The buttons held now that were not held before: a press, not a button still down. */
export function newlyPressed(before: readonly HidButton[], now: readonly HidButton[]): HidButton[] {
  return now.filter((button) => !before.includes(button))
}

// Record works like the panel's large button; Play (the PowerMic's Play/Stop) pauses and
// resumes, as there is nothing to play back; Stop, End of Letter and Transcribe end the recording.
export const HID_BUTTON_ACTIONS: Record<HidButton, DictationAction> = {
  record: 'record',
  play: 'pause',
  stop: 'stop',
  endOfLetter: 'stop',
  transcribe: 'stop',
}
