import { describe, expect, it } from 'vitest'
import { parseEngineLabel } from './model-labels'

describe('parseEngineLabel', () => {
  it('reads the provider and the model of a version a connection wrote, colons in the model name included', () => {
    expect(parseEngineLabel('openai-compatible:deepseek:deepseek-chat')).toEqual({
      kind: 'model',
      provider: 'deepseek',
      model: 'deepseek-chat',
    })
    expect(parseEngineLabel('openai-compatible:ollama:qwen2.5:7b')).toEqual({
      kind: 'model',
      provider: 'ollama',
      model: 'qwen2.5:7b',
    })
  })

  it('keeps versions saved before providers were recorded, and names offline drafts and hand edits', () => {
    expect(parseEngineLabel('openai-compatible:gpt-4o')).toEqual({ kind: 'model', provider: null, model: 'gpt-4o' })
    expect(parseEngineLabel('offline')).toEqual({ kind: 'offline' })
    expect(parseEngineLabel('edited')).toEqual({ kind: 'edited' })
  })
})
