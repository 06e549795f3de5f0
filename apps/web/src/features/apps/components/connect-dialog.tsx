import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ExternalLinkIcon, LoaderCircleIcon, PlugZapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MODEL_PROVIDERS, type ModelConnection, type ModelProviderId } from '@hookline/contract'
import { toast } from '@/hooks/use-toast'
import { type ApiError } from '@/lib/api-client'
import { fieldErrorText } from '@/lib/field-errors'
import { setServerFieldError } from '@/lib/server-field-errors'
import { handleServerError } from '@/lib/handle-server-error'
import { modelLabel } from '@/lib/model-labels'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { ModelProviderLogo } from '@/components/model-provider-logo'
import { PasswordInput } from '@/components/password-input'
import { useCreateModelConnection } from '../api/create-model-connection'
import { useTestConnection } from '../api/test-connection'
import { useUpdateModelConnection } from '../api/update-model-connection'
import {
  canAskProvider,
  CONNECTION_FIELDS,
  connectionFormResolver,
  initialValues,
  needsKeyAgain,
  toInput,
  toProbe,
  toUpdate,
  type ConnectionField,
  type ConnectionFormValues,
} from '../lib/connection-form'
import { ConnectionTestResult } from './connection-test-result'
import { FailingDefaultDialog } from './failing-default-dialog'
import { ModelField } from './model-field'

export interface ConnectTarget {
  provider: ModelProviderId
  /** null: a new connection. */
  connection: ModelConnection | null
}

/** Connect or edit one connection: key, address, model, a test, and whether it is the default. */
export function ConnectDialog({
  target,
  firstConnection,
  onClose,
  onCloseAutoFocus,
}: {
  target: ConnectTarget | null
  firstConnection: boolean
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {target && (
          <ConnectForm
            key={target.connection?.id ?? target.provider}
            target={target}
            firstConnection={firstConnection}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ConnectForm({
  target: { provider, connection },
  firstConnection,
  onDone,
}: {
  target: ConnectTarget
  firstConnection: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('apps')
  const editing = connection !== null
  const preset = MODEL_PROVIDERS[provider]
  const providerTitle = t(`providers.${provider}.title`)
  const hintIds = { api_key: useId(), base_url: useId(), model: useId(), is_default: useId() }
  const form = useForm<ConnectionFormValues>({
    resolver: connectionFormResolver(provider, editing, connection ?? undefined),
    defaultValues: initialValues(provider, connection, firstConnection),
  })
  const [base_url, api_key, model, is_default] = useWatch({
    control: form.control,
    name: ['base_url', 'api_key', 'model', 'is_default'],
  })
  const values: ConnectionFormValues = { base_url, api_key, model, is_default }
  const keyAgain = needsKeyAgain(connection ?? undefined, values)
  const test = useTestConnection()
  // A result belongs to what was tested: any change to the address, key or model clears it.
  const tested = `${values.base_url}|${values.api_key}|${values.model}`
  const resetTest = test.reset
  useEffect(() => resetTest(), [tested, resetTest])

  const onSaveError = (error: ApiError) => {
    if (!setServerFieldError(form, error, CONNECTION_FIELDS)) handleServerError(error)
  }
  const onSaved = (saved: ModelConnection, created: boolean) => {
    const name = modelLabel(t, saved.provider, saved.model)
    if (saved.status === 'failing') {
      const reason = saved.last_error ? t(`reasons.${saved.last_error.reason}.title`) : undefined
      toast({ variant: 'destructive', title: t('toast.savedFailing', { name }), description: reason })
    } else {
      const latency =
        saved.last_latency_ms !== null ? t('toast.connectedLatency', { ms: saved.last_latency_ms }) : undefined
      toast({
        variant: 'success',
        title: t(created ? 'toast.connected' : 'toast.updated', { name }),
        description: latency,
      })
    }
    onDone()
  }
  const create = useCreateModelConnection({ onSuccess: (saved) => onSaved(saved, true), onError: onSaveError })
  const update = useUpdateModelConnection({ onSuccess: (saved) => onSaved(saved, false), onError: onSaveError })
  const saving = create.isPending || update.isPending

  const save = (valid: ConnectionFormValues) => {
    if (!connection) return create.mutate(toInput(provider, valid))
    const changes = toUpdate(connection, valid)
    if (Object.keys(changes).length === 0) return onDone()
    update.mutate({ id: connection.id, changes })
  }
  // Values waiting for the creator's answer: the model failed its test but was to become the default.
  const [pendingDefault, setPendingDefault] = useState<ConnectionFormValues | null>(null)
  const submit = form.handleSubmit(async (valid) => {
    const becomesDefault = valid.is_default && !connection?.is_default
    if (!becomesDefault) return save(valid)
    // Test before saving (unless this very address, key and model were just tested): a model that
    // fails does not become the default without the creator saying so.
    const result = test.data ?? (await test.mutateAsync(toProbe(provider, valid, connection?.id)).catch(() => null))
    if (result && !result.ok) return setPendingDefault(valid)
    save(valid)
  })
  const runTest = async () => {
    if (await form.trigger(CONNECTION_FIELDS, { shouldFocus: true }))
      test.mutate(toProbe(provider, form.getValues(), connection?.id))
  }

  const { errors } = form.formState
  const fieldError = (field: ConnectionField, label: string) => fieldErrorText(t, errors[field], label)
  const describedBy = (control: { 'aria-describedby'?: string }, field: ConnectionField) =>
    [control['aria-describedby'], hintIds[field]].filter(Boolean).join(' ') || undefined
  const keyLabel = provider === 'custom' ? t('dialog.apiKeyOptional') : t('dialog.apiKey')
  const baseUrlHint =
    provider === 'custom'
      ? t('dialog.baseUrlCustomHint')
      : provider === 'ollama'
        ? t('dialog.baseUrlOllamaHint')
        : t('dialog.baseUrlPresetHint', { provider: providerTitle })

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader className="flex-row items-center gap-3 pr-6 text-left">
        <ModelProviderLogo provider={provider} />
        <div className="grid gap-1.5">
          <DialogTitle>
            {t(editing ? 'dialog.editTitle' : 'dialog.connectTitle', { provider: providerTitle })}
          </DialogTitle>
          <DialogDescription>{t(`providers.${provider}.goodFor`)}</DialogDescription>
        </div>
      </DialogHeader>

      {provider !== 'ollama' && (
        <FormField
          label={
            <>
              {keyLabel}
              {((preset.needsKey && !editing) || keyAgain) && (
                <span aria-hidden className="text-destructive">
                  *
                </span>
              )}
            </>
          }
          error={fieldError('api_key', t('dialog.apiKey'))}
          labelAside={
            preset.keyPage && (
              <a
                href={preset.keyPage}
                target="_blank"
                rel="noreferrer"
                aria-label={t('dialog.getKeyLabel', { provider: providerTitle })}
                className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('dialog.getKey')}
                <ExternalLinkIcon aria-hidden className="size-3" />
              </a>
            )
          }
        >
          {(control) => (
            <>
              <PasswordInput
                {...control}
                aria-describedby={describedBy(control, 'api_key')}
                aria-required={(preset.needsKey && !editing) || keyAgain}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                placeholder={
                  editing && connection.api_key_last4 && !keyAgain
                    ? t('dialog.apiKeyKeep', { last4: connection.api_key_last4 })
                    : t('dialog.apiKeyPlaceholder')
                }
                showLabel={t('dialog.showKey')}
                hideLabel={t('dialog.hideKey')}
                {...form.register('api_key')}
              />
              <p id={hintIds.api_key} className="text-xs text-muted-foreground">
                {keyAgain
                  ? `${t('dialog.apiKeyAgain')} `
                  : editing && connection.api_key_last4
                    ? `${t('dialog.apiKeyKeep', { last4: connection.api_key_last4 })} · `
                    : provider === 'custom'
                      ? `${t('dialog.apiKeyCustomHint')} `
                      : ''}
                {t('dialog.apiKeyStored')}
              </p>
            </>
          )}
        </FormField>
      )}

      <FormField
        label={
          <>
            {t('dialog.baseUrl')}
            {provider === 'custom' && (
              <span aria-hidden className="text-destructive">
                *
              </span>
            )}
          </>
        }
        error={fieldError('base_url', t('dialog.baseUrl'))}
      >
        {(control) => (
          <>
            <Input
              {...control}
              aria-describedby={describedBy(control, 'base_url')}
              aria-required={provider === 'custom'}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              placeholder={provider === 'custom' ? 'http://localhost:8000/v1' : (preset.baseURL ?? '')}
              {...form.register('base_url')}
            />
            <p id={hintIds.base_url} className="text-xs text-muted-foreground">
              {baseUrlHint}
            </p>
          </>
        )}
      </FormField>

      <FormField
        label={
          <>
            {t('dialog.model')}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </>
        }
        error={fieldError('model', t('dialog.model'))}
      >
        {(control) => (
          <ModelField
            {...control}
            aria-describedby={describedBy(control, 'model')}
            aria-required
            hintId={hintIds.model}
            probe={toProbe(provider, values, connection?.id)}
            canAsk={canAskProvider(provider, values, editing, connection ?? undefined)}
            missing={provider === 'custom' ? 'url' : 'key'}
            {...form.register('model')}
          />
        )}
      </FormField>

      <div className="grid gap-3 rounded-lg border bg-muted/30 p-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => void runTest()} disabled={test.isPending || saving}>
            {test.isPending ? <LoaderCircleIcon className="animate-spin" /> : <PlugZapIcon />}
            {test.isPending ? t('dialog.testing') : t('dialog.test')}
          </Button>
        </div>
        <div role="status" aria-live="polite" className="empty:hidden">
          {test.data && <ConnectionTestResult result={test.data} baseUrl={values.base_url || preset.baseURL || ''} />}
        </div>
      </div>

      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={hintIds.is_default + '-switch'}>{t('dialog.useAsDefault')}</Label>
          <p id={hintIds.is_default} className="text-xs text-muted-foreground">
            {t('dialog.useAsDefaultHint')}
          </p>
        </div>
        <Switch
          id={hintIds.is_default + '-switch'}
          aria-describedby={hintIds.is_default}
          checked={values.is_default}
          onCheckedChange={(checked) => form.setValue('is_default', checked, { shouldDirty: true })}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('dialog.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving || test.isPending}>
          {saving && <LoaderCircleIcon className="animate-spin" />}
          {saving ? t('dialog.saving') : t('dialog.save')}
        </Button>
      </div>
      <FailingDefaultDialog
        name={modelLabel(t, provider, values.model)}
        open={pendingDefault !== null}
        declineLabel={t('failingDefault.saveNotDefault')}
        onDecline={() => {
          const pending = pendingDefault
          setPendingDefault(null)
          if (pending) {
            form.setValue('is_default', false)
            save({ ...pending, is_default: false })
          }
        }}
        onDismiss={() => setPendingDefault(null)}
        onConfirm={() => {
          const pending = pendingDefault
          setPendingDefault(null)
          if (pending) save(pending)
        }}
      />
    </form>
  )
}
