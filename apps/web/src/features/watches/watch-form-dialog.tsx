import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  splitKeywords,
  TREND_PLATFORMS,
  WATCH_TRIGGERS,
  WEBHOOK_KINDS,
  watchInputSchema,
  type TrendPlatform,
  type Watch,
  type WatchInput,
  type WatchTrigger,
  type WebhookKind,
} from '@hookline/contract'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useCreateWatch, useUpdateWatch } from './watches-api'

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai'

interface FormState {
  name: string
  keywords: string
  platforms: TrendPlatform[]
  trigger: WatchTrigger
  topN: string
  delivery: 'instant' | 'digest'
  digestTime: string
  quiet: boolean
  quietStart: string
  quietEnd: string
  timezone: string
  enabled: boolean
  webhookKind: WebhookKind | ''
  webhookUrl: string
  webhookSecret: string
  chatId: string
}

const stateOf = (watch: Watch | null): FormState => ({
  name: watch?.name ?? '',
  keywords: watch?.keywords.join(' ') ?? '',
  platforms: watch?.platforms ?? [...TREND_PLATFORMS],
  trigger: watch?.trigger ?? 'enters',
  topN: String(watch?.top_n ?? 10),
  delivery: watch?.delivery ?? 'instant',
  digestTime: watch?.digest_time ?? '09:00',
  quiet: Boolean(watch?.quiet_hours),
  quietStart: watch?.quiet_hours?.start ?? '23:00',
  quietEnd: watch?.quiet_hours?.end ?? '08:00',
  timezone: watch?.timezone ?? browserTimeZone(),
  enabled: watch?.enabled ?? true,
  webhookKind: watch?.webhook?.kind ?? '',
  webhookUrl: '',
  webhookSecret: '',
  chatId: watch?.webhook?.chat_id ?? '',
})

/** The form's fields a server or schema issue can point at (its path's first parts). */
const FIELDS = [
  'name',
  'keywords',
  'platforms',
  'top_n',
  'digest_time',
  'quiet_hours',
  'timezone',
  'webhook.url',
  'webhook.secret',
  'webhook.chat_id',
] as const
type Field = (typeof FIELDS)[number]
const fieldOf = (path: string): Field | null =>
  FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null

function toInput(state: FormState): WatchInput {
  const kind = state.webhookKind
  return {
    name: state.name,
    keywords: splitKeywords(state.keywords),
    platforms: state.platforms,
    trigger: state.trigger,
    top_n: state.trigger === 'top_n' ? Number(state.topN) : null,
    delivery: state.delivery,
    digest_time: state.digestTime,
    quiet_hours: state.quiet ? { start: state.quietStart, end: state.quietEnd } : null,
    timezone: state.timezone.trim(),
    enabled: state.enabled,
    webhook: kind
      ? {
          kind,
          url: state.webhookUrl.trim(),
          ...(state.webhookSecret.trim() ? { secret: state.webhookSecret.trim() } : {}),
          ...(kind === 'telegram' ? { chat_id: state.chatId.trim() } : {}),
        }
      : null,
  }
}

/** Create or edit a watch; the webhook's saved address and secret are never shown, only their last four characters. */
export function WatchFormDialog({
  open,
  onOpenChange,
  watch,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  watch: Watch | null
}) {
  const { t } = useTranslation('watches')
  const [state, setState] = useState<FormState>(() => stateOf(watch))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const create = useCreateWatch()
  const update = useUpdateWatch()
  const pending = create.isPending || update.isPending
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((prev) => ({ ...prev, [key]: value }))
  const savedHook = watch?.webhook && watch.webhook.kind === state.webhookKind ? watch.webhook : null

  const showIssues = (paths: string[]) => {
    const next: Partial<Record<Field, string>> = {}
    for (const path of paths) {
      const field = fieldOf(path)
      if (field && !next[field]) next[field] = t(`form.errors.${field}`)
    }
    setErrors(next)
    return Object.keys(next).length > 0
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input = toInput(state)
    const paths: string[] = []
    const parsed = watchInputSchema.safeParse(input)
    if (!parsed.success) paths.push(...parsed.error.issues.map((issue) => issue.path.join('.')))
    // What the server needs that the schema leaves to it: an address, a token, kept ones aside.
    const hook = input.webhook
    if (hook && hook.kind !== 'telegram' && !hook.url && !savedHook?.url_last4) paths.push('webhook.url')
    if (hook?.kind === 'telegram' && !hook.secret && !savedHook?.secret_last4) paths.push('webhook.secret')
    if (hook?.kind === 'telegram' && !hook.chat_id) paths.push('webhook.chat_id')
    if (showIssues(paths)) return
    const onError = (error: Error) => {
      const issues = isApiError(error)
        ? ((error.data as { issues?: Array<{ path: string }> } | null)?.issues ?? [])
        : []
      if (!showIssues(issues.map((issue) => issue.path)))
        toast({
          variant: 'destructive',
          title: t('form.saveFailed'),
          description: isApiError(error) ? apiErrorMessage(error) : undefined,
        })
    }
    const onSuccess = () => {
      toast({ variant: 'success', title: t('form.saved') })
      onOpenChange(false)
    }
    if (watch) update.mutate({ id: watch.id, update: input }, { onSuccess, onError })
    else create.mutate(input, { onSuccess, onError })
  }

  const togglePlatform = (platform: TrendPlatform, on: boolean) =>
    set(
      'platforms',
      TREND_PLATFORMS.filter((p) => (p === platform ? on : state.platforms.includes(p))),
    )
  const kind = state.webhookKind
  const takesSecret = kind === 'feishu' || kind === 'dingtalk' || kind === 'telegram'

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{watch ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form id="watch-form" onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField label={t('form.name')} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={state.name}
                maxLength={60}
                placeholder={t('form.namePlaceholder')}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('form.keywords')} error={errors.keywords}>
            {(control) => (
              <div className="grid gap-1">
                <Input
                  {...control}
                  value={state.keywords}
                  placeholder={t('form.keywordsPlaceholder')}
                  onChange={(e) => set('keywords', e.target.value)}
                />
                <p className="text-xs text-muted-foreground">{t('form.keywordsHint')}</p>
              </div>
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('form.platforms')}</legend>
            <div className="flex flex-wrap gap-4">
              {TREND_PLATFORMS.map((platform) => (
                <label key={platform} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={state.platforms.includes(platform)}
                    onChange={(e) => togglePlatform(platform, e.target.checked)}
                  />
                  {t(`platforms.${platform}`)}
                </label>
              ))}
            </div>
            {errors.platforms && (
              <p role="alert" className="text-sm text-destructive">
                {errors.platforms}
              </p>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('form.trigger')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={state.trigger}
                  onChange={(e) => set('trigger', e.target.value as WatchTrigger)}
                >
                  {WATCH_TRIGGERS.map((trigger) => (
                    <option key={trigger} value={trigger}>
                      {t(`trigger.${trigger}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {state.trigger === 'top_n' && (
              <FormField label={t('form.topN')} error={errors.top_n}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={50}
                    value={state.topN}
                    onChange={(e) => set('topN', e.target.value)}
                  />
                )}
              </FormField>
            )}
          </div>
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <label htmlFor="watch-enabled" className="text-sm font-medium">
              {t('form.enabled')}
            </label>
            <Switch id="watch-enabled" checked={state.enabled} onCheckedChange={(value) => set('enabled', value)} />
          </div>

          <fieldset className="grid gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{t('form.webhookSection')}</legend>
            <p className="text-xs text-muted-foreground">{t('form.webhookHint')}</p>
            <FormField label={t('form.webhookKind')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={kind}
                  onChange={(e) => set('webhookKind', e.target.value as WebhookKind | '')}
                >
                  <option value="">{t('form.noWebhook')}</option>
                  {WEBHOOK_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {t(`kinds.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {kind && (
              <>
                <FormField
                  label={kind === 'telegram' ? t('form.telegramServer') : t('form.webhookUrl')}
                  error={errors['webhook.url']}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="url"
                      autoComplete="off"
                      value={state.webhookUrl}
                      placeholder={
                        savedHook?.url_last4
                          ? t('form.keepSaved', { last4: savedHook.url_last4 })
                          : t(`placeholders.${kind}`)
                      }
                      onChange={(e) => set('webhookUrl', e.target.value)}
                    />
                  )}
                </FormField>
                {takesSecret && (
                  <FormField
                    label={kind === 'telegram' ? t('form.botToken') : t('form.signingSecret')}
                    error={errors['webhook.secret']}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        type="password"
                        autoComplete="off"
                        value={state.webhookSecret}
                        placeholder={
                          savedHook?.secret_last4
                            ? t('form.keepSaved', { last4: savedHook.secret_last4 })
                            : kind === 'telegram'
                              ? ''
                              : t('form.optional')
                        }
                        onChange={(e) => set('webhookSecret', e.target.value)}
                      />
                    )}
                  </FormField>
                )}
                {kind === 'telegram' && (
                  <FormField label={t('form.chatId')} error={errors['webhook.chat_id']}>
                    {(control) => (
                      <Input {...control} value={state.chatId} onChange={(e) => set('chatId', e.target.value)} />
                    )}
                  </FormField>
                )}
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label={t('form.delivery')}>
                    {(control) => (
                      <NativeSelect
                        {...control}
                        value={state.delivery}
                        onChange={(e) => set('delivery', e.target.value as 'instant' | 'digest')}
                      >
                        <option value="instant">{t('delivery.instant')}</option>
                        <option value="digest">{t('delivery.digest')}</option>
                      </NativeSelect>
                    )}
                  </FormField>
                  {state.delivery === 'digest' && (
                    <FormField label={t('form.digestTime')} error={errors.digest_time}>
                      {(control) => (
                        <Input
                          {...control}
                          type="time"
                          value={state.digestTime}
                          onChange={(e) => set('digestTime', e.target.value)}
                        />
                      )}
                    </FormField>
                  )}
                </div>
                {state.delivery === 'instant' && (
                  <div className="grid gap-3">
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={state.quiet}
                        onChange={(e) => set('quiet', e.target.checked)}
                      />
                      {t('form.quietHours')}
                    </label>
                    {state.quiet && (
                      <div className="grid grid-cols-2 gap-4">
                        <FormField label={t('form.quietStart')} error={errors.quiet_hours}>
                          {(control) => (
                            <Input
                              {...control}
                              type="time"
                              value={state.quietStart}
                              onChange={(e) => set('quietStart', e.target.value)}
                            />
                          )}
                        </FormField>
                        <FormField label={t('form.quietEnd')}>
                          {(control) => (
                            <Input
                              {...control}
                              type="time"
                              value={state.quietEnd}
                              onChange={(e) => set('quietEnd', e.target.value)}
                            />
                          )}
                        </FormField>
                      </div>
                    )}
                  </div>
                )}
                <FormField label={t('form.timezone')} error={errors.timezone}>
                  {(control) => (
                    <Input {...control} value={state.timezone} onChange={(e) => set('timezone', e.target.value)} />
                  )}
                </FormField>
              </>
            )}
          </fieldset>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form="watch-form" disabled={pending}>
            {t('form.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
