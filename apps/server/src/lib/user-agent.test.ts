import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './user-agent'

describe('describeUserAgent', () => {
  it('names browser, OS and device type, and keys the device without versions', () => {
    const mac = describeUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    )
    expect(mac).toEqual({ browser: 'Chrome', os: 'macOS', deviceType: 'desktop', deviceKey: 'chrome|macos' })
    const updated = describeUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
    )
    expect(updated.deviceKey).toBe(mac.deviceKey)
    const iphone = describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    )
    expect(iphone).toMatchObject({ browser: 'Safari', os: 'iOS', deviceType: 'mobile' })
  })

  it('says nothing it cannot read', () => {
    expect(describeUserAgent('curl/8.0')).toEqual({
      browser: null,
      os: null,
      deviceType: 'unknown',
      deviceKey: 'unknown|unknown',
    })
    expect(describeUserAgent(undefined).deviceType).toBe('unknown')
  })
})
