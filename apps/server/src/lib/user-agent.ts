import Bowser from 'bowser'
import type { SessionInfo } from '@hookline/contract'

export interface DeviceDescription {
  browser: string | null
  os: string | null
  deviceType: SessionInfo['device_type']
  /**
   * Browser family + OS (no versions): the same browser on the same machine stays one device
   * across updates, so "a sign-in from a new device" is not mailed after every browser update.
   */
  deviceKey: string
}

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet'])

/** What a User-Agent says about the device; unknown parts are null, never guessed. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const parsed = userAgent ? Bowser.parse(userAgent) : null
  const browser = parsed?.browser.name || null
  const os = parsed?.os.name || null
  const type = parsed?.platform.type ?? ''
  return {
    browser,
    os,
    deviceType: DEVICE_TYPES.has(type) ? (type as DeviceDescription['deviceType']) : 'unknown',
    deviceKey: `${browser ?? 'unknown'}|${os ?? 'unknown'}`.toLowerCase(),
  }
}
