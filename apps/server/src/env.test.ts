import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

describe('loadConfig', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', CREDITS_ENABLED: true, TRUST_PROXY: 0 })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('reads TRUST_PROXY as a hop count; true is one hop, false none', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrowError(ConfigError)
  })

  it('treats empty variables as unset so .env files can list every key', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CREDITS_ENABLED: 'yes' })).toThrowError(
      ConfigError,
    )
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CREDITS_ENABLED: 'yes' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('CREDITS_ENABLED')
    }
  })
})
