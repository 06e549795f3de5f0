import { z } from 'zod'
import { storableText } from './envelope'

/**
 * /apps: the models a creator connects to write with. The provider catalogue is data,
 * shared by the server (defaults, what needs a key) and the web (cards, prefilled dialog).
 */

export const MODEL_PROVIDER_IDS = ['openai', 'deepseek', 'qwen', 'moonshot', 'zhipu', 'ollama', 'custom'] as const
export const modelProviderSchema = z.enum(MODEL_PROVIDER_IDS)
export type ModelProviderId = z.infer<typeof modelProviderSchema>

export interface ModelProviderPreset {
  /** Prefilled in the connect dialog; "custom" has none. */
  baseURL: string | null
  /** The inexpensive general chat model of each provider, suggested when its list is unavailable. */
  defaultModel: string | null
  needsKey: boolean
  /** Where the creator gets a key (shown in the dialog). */
  keyPage: string | null
}

/** Default models are each provider's inexpensive general chat model; all speak chat completions. */
export const MODEL_PROVIDERS: Record<ModelProviderId, ModelProviderPreset> = {
  openai: {
    baseURL: 'https://api.openai.com/v1',
    defaultModel: 'gpt-4o-mini',
    needsKey: true,
    keyPage: 'https://platform.openai.com/api-keys',
  },
  deepseek: {
    baseURL: 'https://api.deepseek.com/v1',
    defaultModel: 'deepseek-chat',
    needsKey: true,
    keyPage: 'https://platform.deepseek.com/api_keys',
  },
  // Qwen through DashScope's OpenAI-compatible mode.
  qwen: {
    baseURL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    defaultModel: 'qwen-plus',
    needsKey: true,
    keyPage: 'https://bailian.console.aliyun.com/?apiKey=1',
  },
  moonshot: {
    baseURL: 'https://api.moonshot.cn/v1',
    defaultModel: 'moonshot-v1-8k',
    needsKey: true,
    keyPage: 'https://platform.moonshot.cn/console/api-keys',
  },
  zhipu: {
    baseURL: 'https://open.bigmodel.cn/api/paas/v4',
    defaultModel: 'glm-4-flash',
    needsKey: true,
    keyPage: 'https://open.bigmodel.cn/usercenter/apikeys',
  },
  // A local Ollama server needs no key.
  ollama: { baseURL: 'http://127.0.0.1:11434/v1', defaultModel: 'qwen2.5:7b', needsKey: false, keyPage: null },
  custom: { baseURL: null, defaultModel: null, needsKey: false, keyPage: null },
}

/** Why a connection test, a model list or a generation through a connection failed; the web translates each. */
export const CONNECTION_FAILURE_REASONS = [
  'bad_api_key',
  'no_balance',
  'rate_limited',
  'model_not_found',
  'unreachable',
  'timeout',
  'blocked_address',
  'redirect',
  'provider_error',
] as const
export const connectionFailureReasonSchema = z.enum(CONNECTION_FAILURE_REASONS)
export type ConnectionFailureReason = z.infer<typeof connectionFailureReasonSchema>

export const API_KEY_MAX_LENGTH = 500
export const MODEL_NAME_MAX_LENGTH = 200
export const BASE_URL_MAX_LENGTH = 500

const baseUrlSchema = storableText(z.string())
  .trim()
  .max(BASE_URL_MAX_LENGTH, `Base URL must be at most ${BASE_URL_MAX_LENGTH} characters long`)
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { message: 'Base URL must be an http:// or https:// address', params: { rule: 'httpUrl' } },
  )
const apiKeySchema = storableText(z.string())
  .trim()
  .max(API_KEY_MAX_LENGTH, `API key must be at most ${API_KEY_MAX_LENGTH} characters long`)
const modelNameSchema = storableText(z.string({ error: 'Model is required' }))
  .trim()
  .min(1, 'Model is required')
  .max(MODEL_NAME_MAX_LENGTH, `Model must be at most ${MODEL_NAME_MAX_LENGTH} characters long`)

/**
 * What the connect dialog sends. `base_url` absent → the preset's (required for custom);
 * `api_key` absent or empty on an edit → the stored key stays.
 */
export const modelConnectionInputSchema = z.object({
  provider: modelProviderSchema,
  base_url: baseUrlSchema.optional(),
  api_key: apiKeySchema.optional(),
  model: modelNameSchema,
  is_default: z.boolean().optional(),
})
export type ModelConnectionInput = z.input<typeof modelConnectionInputSchema>

/** An edit: any field; a changed address, key or model is tested again. */
export const modelConnectionUpdateSchema = z.object({
  base_url: baseUrlSchema.optional(),
  api_key: apiKeySchema.optional(),
  model: modelNameSchema.optional(),
  is_default: z.boolean().optional(),
})
export type ModelConnectionUpdate = z.input<typeof modelConnectionUpdateSchema>

/**
 * "Test connection" and the model list before (or without) saving. With `connection_id` and no
 * `api_key`, the saved connection's key is used: an edit need not retype it.
 */
export const connectionProbeSchema = z.object({
  provider: modelProviderSchema,
  base_url: baseUrlSchema.optional(),
  api_key: apiKeySchema.optional(),
  model: modelNameSchema.optional(),
  connection_id: z.uuid().optional(),
})
export type ConnectionProbe = z.input<typeof connectionProbeSchema>

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** Time to the model's first answer, when it answered. */
  latency_ms: z.number().int().nullable(),
  reason: connectionFailureReasonSchema.nullable(),
  /** The provider's own words (English), shown under the translated reason. */
  message: z.string().nullable(),
})
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>

export const modelListSchema = z.object({
  models: z.array(z.string()),
  /** Why there is no list (the provider has no GET /models, or it failed); the dialog then takes a typed name. */
  reason: connectionFailureReasonSchema.nullable(),
})
export type ModelList = z.infer<typeof modelListSchema>

export const connectionStatusSchema = z.enum(['connected', 'failing'])
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

/** A saved connection as every API answer shows it: the key never, only its last four characters. */
export const modelConnectionSchema = z.object({
  id: z.string(),
  provider: modelProviderSchema,
  base_url: z.string(),
  model: z.string(),
  api_key_last4: z.string().nullable(),
  is_default: z.boolean(),
  status: connectionStatusSchema,
  last_checked_at: z.string().nullable(),
  last_latency_ms: z.number().int().nullable(),
  last_error: z.object({ reason: connectionFailureReasonSchema, message: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ModelConnection = z.infer<typeof modelConnectionSchema>

/** The engine the server itself provides (environment), the default for creators who connect nothing. */
export const serverModelSchema = z.object({
  kind: z.enum(['offline', 'openai-compatible']),
  /** Preset name or "custom"; null offline. */
  provider: z.string().nullable(),
  model: z.string().nullable(),
})
export type ServerModel = z.infer<typeof serverModelSchema>

export const modelConnectionListSchema = z.object({
  server: serverModelSchema,
  connections: z.array(modelConnectionSchema),
})
export type ModelConnectionList = z.infer<typeof modelConnectionListSchema>
