import { describe, expect, it } from 'vitest'
import { isLocalAddress } from './local-address'

describe('isLocalAddress', () => {
  it('knows this computer and private networks', () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:8000/v1',
      'http://[::1]:8000/v1',
      'http://192.168.1.20:8000/v1',
      'http://10.0.0.5/v1',
      'http://172.20.1.1/v1',
      'http://gpu-box.local:8000/v1',
    ])
      expect(isLocalAddress(url), url).toBe(true)
  })

  it('treats cloud providers and nonsense as not local', () => {
    for (const url of [
      'https://api.openai.com/v1',
      'https://api.deepseek.com/v1',
      'http://172.32.0.1/v1',
      'not a url',
      null,
    ])
      expect(isLocalAddress(url), String(url)).toBe(false)
  })
})
