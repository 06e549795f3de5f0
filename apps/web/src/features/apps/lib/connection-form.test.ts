import { describe, expect, it } from 'vitest'
import type { ModelConnection } from '@hookline/contract'
import {
  canAskProvider,
  connectionFormResolver,
  initialValues,
  needsKeyAgain,
  toProbe,
  toUpdate,
} from './connection-form'

const saved: ModelConnection = {
  id: '3f2c8a7e-0000-4000-8000-000000000001',
  provider: 'deepseek',
  base_url: 'https://api.deepseek.com/v1',
  model: 'deepseek-chat',
  api_key_last4: 'abcd',
  is_default: true,
  status: 'connected',
  last_checked_at: null,
  last_latency_ms: null,
  last_error: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
}

const resolve = (
  provider: Parameters<typeof connectionFormResolver>[0],
  editing: boolean,
  values: ReturnType<typeof initialValues>,
  connection?: ModelConnection,
) =>
  connectionFormResolver(provider, editing, connection)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

describe('the connect dialog form', () => {
  it('starts from the preset, and asks for a key only for a new connection to a provider that needs one', async () => {
    const fresh = initialValues('deepseek', null, true)
    expect(fresh).toEqual({
      base_url: 'https://api.deepseek.com/v1',
      api_key: '',
      model: 'deepseek-chat',
      is_default: true,
    })
    expect((await resolve('deepseek', false, fresh)).errors).toMatchObject({
      api_key: { rule: { rule: 'required' } },
    })
    expect((await resolve('deepseek', true, initialValues('deepseek', saved, false))).errors).toEqual({})
    expect((await resolve('ollama', false, initialValues('ollama', null, false))).errors).toEqual({})
  })

  it('needs an address for a custom server, and an http(s) one anywhere', async () => {
    expect(
      (await resolve('custom', false, { base_url: '', api_key: '', model: 'm', is_default: false })).errors,
    ).toMatchObject({ base_url: { rule: { rule: 'required' } } })
    expect(
      (await resolve('custom', false, { base_url: 'ftp://x', api_key: '', model: 'm', is_default: false })).errors,
    ).toMatchObject({ base_url: { rule: { rule: 'httpUrl' } } })
  })

  it('sends only what an edit changed, and keeps the stored key when the field stays empty', () => {
    expect(
      toUpdate(saved, { base_url: saved.base_url, api_key: '', model: 'deepseek-chat', is_default: true }),
    ).toEqual({})
    expect(
      toUpdate(saved, { base_url: saved.base_url, api_key: ' sk-new ', model: 'deepseek-reasoner', is_default: true }),
    ).toEqual({ api_key: 'sk-new', model: 'deepseek-reasoner' })
  })

  it('probes an edit with the saved key unless a new one is typed', () => {
    const values = { base_url: saved.base_url, api_key: '', model: 'deepseek-chat', is_default: true }
    expect(toProbe('deepseek', values, saved.id)).toMatchObject({ connection_id: saved.id, api_key: undefined })
    expect(toProbe('deepseek', { ...values, api_key: 'sk-1' }, saved.id)).toMatchObject({
      api_key: 'sk-1',
      connection_id: undefined,
    })
    expect(canAskProvider('deepseek', values, false)).toBe(false)
    expect(canAskProvider('deepseek', values, true)).toBe(true)
  })

  it('asks for the key again when an edit moves a saved key to another address (the server sends it nowhere else)', async () => {
    const moved = { base_url: 'https://proxy.example.com/v1', api_key: '', model: 'deepseek-chat', is_default: true }
    expect(needsKeyAgain(saved, moved)).toBe(true)
    expect((await resolve('deepseek', true, moved, saved)).errors).toMatchObject({
      api_key: { rule: { rule: 'required' } },
    })
    expect(canAskProvider('deepseek', moved, true, saved)).toBe(false)
    // The same address (a trailing slash aside), or a key typed again, is fine.
    expect(needsKeyAgain(saved, { ...moved, base_url: `${saved.base_url}/` })).toBe(false)
    expect(needsKeyAgain(saved, { ...moved, api_key: 'sk-again' })).toBe(false)
    expect((await resolve('deepseek', true, { ...moved, api_key: 'sk-again' }, saved)).errors).toEqual({})
    // A connection without a saved key (Ollama) has nothing to bind.
    expect(needsKeyAgain({ ...saved, api_key_last4: null }, moved)).toBe(false)
  })
})
