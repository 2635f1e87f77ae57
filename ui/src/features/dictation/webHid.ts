import {
  NUANCE_VENDOR_ID,
  PHILIPS_VENDOR_ID,
  POWERMIC_3_PRODUCT_ID,
  POWERMIC_4_PRODUCT_ID,
  SPEECHMIKE_PRODUCT_IDS,
} from './hidButtons'

// The part of WebHID (wicg.github.io/webhid) used here; TypeScript's DOM types do not have it.
export interface HidInputReportEvent extends Event {
  readonly reportId: number
  readonly data: DataView
}

export interface HidDevice extends EventTarget {
  readonly vendorId: number
  readonly productId: number
  readonly productName: string
  readonly opened: boolean
  open: () => Promise<void>
  close: () => Promise<void>
}

export interface HidConnectionEvent extends Event {
  readonly device: HidDevice
}

interface HidDeviceFilter {
  vendorId: number
  productId?: number
  usagePage?: number
  usage?: number
}

export interface Hid extends EventTarget {
  getDevices: () => Promise<HidDevice[]>
  requestDevice: (options: { filters: HidDeviceFilter[] }) => Promise<HidDevice[]>
}

/** The browser's WebHID, or null where it has none (Firefox, Safari, an insecure page). */
export function webHid(): Hid | null {
  return (navigator as Navigator & { hid?: Hid }).hid ?? null
}

const VENDOR_COLLECTION = 0xffa0

// The buttons' collection of each microphone (dictation_support's DEVICE_FILTERS), so the chooser
// offers the microphone once rather than its keyboard and audio parts too.
export const DICTATION_MICROPHONE_FILTERS: HidDeviceFilter[] = [
  ...SPEECHMIKE_PRODUCT_IDS.map((productId) => ({
    vendorId: PHILIPS_VENDOR_ID,
    productId,
    usagePage: VENDOR_COLLECTION,
    usage: 1,
  })),
  { vendorId: NUANCE_VENDOR_ID, productId: POWERMIC_4_PRODUCT_ID, usagePage: VENDOR_COLLECTION, usage: 1 },
  { vendorId: NUANCE_VENDOR_ID, productId: POWERMIC_3_PRODUCT_ID, usagePage: 1, usage: 0 },
]
