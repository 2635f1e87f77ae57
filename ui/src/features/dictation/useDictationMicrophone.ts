import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useToasts } from '../../components/toasts'
import { HID_BUTTON_ACTIONS, heldButtons, isSupportedMicrophone, newlyPressed, type HidButton } from './hidButtons'
import type { DictationAction } from './shortcuts'
import { DICTATION_MICROPHONE_FILTERS, webHid, type HidConnectionEvent, type HidDevice, type HidInputReportEvent } from './webHid'

interface Attached {
  listener: (event: Event) => void
  /** The buttons down in the device's last report, so a button held is one press. */
  held: HidButton[]
}

/**
 * A Philips SpeechMike or Nuance PowerMic over WebHID: its record, pause and stop buttons run
 * the dictation actions. Microphones this site was allowed before are taken up again on load.
 */
export function useDictationMicrophone(onAction: (action: DictationAction) => void) {
  const toasts = useToasts()
  const hid = webHid()
  const attached = useRef(new Map<HidDevice, Attached>())
  const latestOnAction = useRef(onAction)
  const [names, setNames] = useState<string[]>([])

  useEffect(() => {
    latestOnAction.current = onAction
  })

  const listNames = () => {
    setNames([...attached.current.keys()].map((device) => device.productName))
  }

  const detach = (device: HidDevice) => {
    const entry = attached.current.get(device)
    if (entry === undefined) return
    device.removeEventListener('inputreport', entry.listener)
    attached.current.delete(device)
    listNames()
  }

  const attach = async (device: HidDevice) => {
    if (attached.current.has(device) || !isSupportedMicrophone(device.vendorId, device.productId)) return
    const entry: Attached = {
      held: [],
      listener: (event) => {
        const { reportId, data } = event as HidInputReportEvent
        const held = heldButtons(device.vendorId, device.productId, reportId, data)
        if (held === null) return
        const pressed = newlyPressed(entry.held, held)
        entry.held = held
        for (const button of pressed) latestOnAction.current(HID_BUTTON_ACTIONS[button])
      },
    }
    attached.current.set(device, entry)
    device.addEventListener('inputreport', entry.listener)
    try {
      if (!device.opened) await device.open()
    } catch (error) {
      detach(device)
      throw error
    }
    listNames()
  }

  // A microphone another program holds stays unattached until it is connected again.
  const attachAllowed = useEffectEvent((devices: HidDevice[]) => {
    for (const device of devices) void attach(device).catch(() => undefined)
  })
  const detachUnplugged = useEffectEvent((device: HidDevice) => {
    detach(device)
  })

  useEffect(() => {
    if (hid === null) return
    const devices = attached.current
    const onDisconnect = (event: Event) => {
      detachUnplugged((event as HidConnectionEvent).device)
    }
    hid.addEventListener('disconnect', onDisconnect)
    hid.getDevices().then(attachAllowed, () => undefined)
    return () => {
      hid.removeEventListener('disconnect', onDisconnect)
      for (const [device, { listener }] of devices) {
        device.removeEventListener('inputreport', listener)
        void device.close().catch(() => undefined)
      }
      devices.clear()
    }
  }, [hid])

  /** Opens the browser's chooser of dictation microphones and takes up the one picked. */
  const connect = async () => {
    if (hid === null) return
    try {
      const chosen = await hid.requestDevice({ filters: DICTATION_MICROPHONE_FILTERS })
      await Promise.all(chosen.map(attach))
    } catch (error) {
      toasts.error('Microphone Not Connected', error instanceof Error ? error.message : String(error))
    }
  }

  return { available: hid !== null, connectedNames: names, connect }
}
