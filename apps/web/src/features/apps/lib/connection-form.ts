import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  MODEL_PROVIDERS,
  modelConnectionInputSchema,
  type ConnectionProbe,
  type ModelConnection,
  type ModelConnectionInput,
  type ModelConnectionUpdate,
  type ModelProviderId,
} from '@hookline/contract'
import { fieldRuleOf } from '@hookline/contract/field-rules'
import { ruledFieldError } from '@/lib/field-errors'

export interface ConnectionFormValues {
  base_url: string
  api_key: string
  model: string
  is_default: boolean
}

export const CONNECTION_FIELDS = ['base_url', 'api_key', 'model'] as const
export type ConnectionField = (typeof CONNECTION_FIELDS)[number]

/** The dialog's starting values: the saved connection's, else the provider's preset. */
export function initialValues(
  provider: ModelProviderId,
  connection: ModelConnection | null,
  firstConnection: boolean,
): ConnectionFormValues {
  const preset = MODEL_PROVIDERS[provider]
  return {
    base_url: connection?.base_url ?? preset.baseURL ?? '',
    api_key: '',
    model: connection?.model ?? preset.defaultModel ?? '',
    // The server makes the first connection the default anyway; the switch says so.
    is_default: connection?.is_default ?? firstConnection,
  }
}

/** What POST /api/model-connections gets: an empty key is no key, an empty address the preset's. */
export function toInput(provider: ModelProviderId, values: ConnectionFormValues): ModelConnectionInput {
  return {
    provider,
    base_url: values.base_url.trim() || undefined,
    api_key: values.api_key.trim() || undefined,
    model: values.model.trim(),
    is_default: values.is_default,
  }
}

/** What PATCH gets: only what changed; an empty key keeps the stored one. */
export function toUpdate(connection: ModelConnection, values: ConnectionFormValues): ModelConnectionUpdate {
  const changes: ModelConnectionUpdate = {}
  const baseUrl = values.base_url.trim()
  if (baseUrl && baseUrl !== connection.base_url) changes.base_url = baseUrl
  if (values.api_key.trim()) changes.api_key = values.api_key.trim()
  if (values.model.trim() !== connection.model) changes.model = values.model.trim()
  if (values.is_default !== connection.is_default) changes.is_default = values.is_default
  return changes
}

/** What "Test connection" and the model list send; an edit without a new key uses the saved one. */
export function toProbe(
  provider: ModelProviderId,
  values: ConnectionFormValues,
  connectionId?: string,
): ConnectionProbe {
  const { base_url, api_key, model } = toInput(provider, values)
  return { provider, base_url, api_key, model: model || undefined, connection_id: api_key ? undefined : connectionId }
}

/** An address as the server binds a saved key to it: origin and path, trailing slashes aside. */
const addressOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`
  } catch {
    return url.trim()
  }
}

/**
 * A saved key goes only to the address it was saved with (the server refuses otherwise): an edit
 * that moves a connection with a key to another address must have the key typed again.
 */
export const needsKeyAgain = (connection: ModelConnection | undefined, values: ConnectionFormValues) =>
  Boolean(connection?.api_key_last4) &&
  !values.api_key.trim() &&
  Boolean(values.base_url.trim()) &&
  addressOf(values.base_url.trim()) !== addressOf(connection!.base_url)

/** The address the provider's list can be asked at: a custom connection needs one typed. */
export const canAskProvider = (
  provider: ModelProviderId,
  values: ConnectionFormValues,
  editing: boolean,
  connection?: ModelConnection,
) =>
  (provider !== 'custom' || Boolean(values.base_url.trim())) &&
  (!MODEL_PROVIDERS[provider].needsKey || editing || Boolean(values.api_key.trim())) &&
  !needsKeyAgain(connection, values)

/**
 * The contract's rules, plus the dialog's own: a custom server has no preset address, a new
 * connection to a provider that needs a key must have one (an edit keeps the stored key), and an
 * edit that moves a saved key to another address must have it typed again.
 */
export const connectionFormResolver =
  (provider: ModelProviderId, editing: boolean, connection?: ModelConnection): Resolver<ConnectionFormValues> =>
  (values) => {
    const errors: FieldErrors<ConnectionFormValues> = {}
    const result = modelConnectionInputSchema.safeParse(toInput(provider, values), { reportInput: true })
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as ConnectionField
        if (CONNECTION_FIELDS.includes(field) && !errors[field])
          errors[field] = ruledFieldError(fieldRuleOf(issue), issue.message)
      }
    }
    if (provider === 'custom' && !values.base_url.trim()) errors.base_url = ruledFieldError({ rule: 'required' })
    if ((MODEL_PROVIDERS[provider].needsKey && !editing && !values.api_key.trim()) || needsKeyAgain(connection, values))
      errors.api_key = ruledFieldError({ rule: 'required' })
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }
