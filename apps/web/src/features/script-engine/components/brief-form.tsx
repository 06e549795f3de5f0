import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { TaggedText } from '@/components/tagged-text'
import { CoinsIcon, LoaderCircleIcon, SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  briefSchema,
  briefTrendSchema,
  PLATFORM_IDS,
  SCRIPT_FORMATS,
  TONE_PRESETS,
  targetSeconds,
  type Brief,
  type BriefInput,
  type BriefTrend,
  type ModelConnectionList,
  type Platform,
} from '@hookline/contract'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { setServerFieldError } from '@/lib/server-field-errors'
import { handleServerError } from '@/lib/handle-server-error'
import { useModelConnections } from '@/lib/model-connections'
import { useCurrentUser } from '@/lib/session'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { storage } from '@/lib/storage'
import { useCreateScriptMutation } from '../api/create-script'
import { startGeneration } from '../hooks/generation-runner'
import { DURATION_CHOICES } from '../lib/script-timing'
import { BriefTrendChip } from './brief-trend-chip'
import { BriefStyleOptions } from '@/components/creator-style/brief-style-options'
import { OfflineEngineNotice } from './engine-notice'
import { GenerateOfflineNotice } from './generate-offline-notice'
import { PlatformPicker } from './platform-picker'
import { WriterSelect } from './writer-select'

/** The platform of the last brief sent from this browser: most creators write for one platform. */
const LAST_PLATFORM_KEY = 'brief:last-platform'
const lastPlatform = (): Platform | undefined => PLATFORM_IDS.find((id) => id === storage.get(LAST_PLATFORM_KEY))

const FIELDS = ['topic', 'platform', 'format', 'duration_seconds', 'tone', 'audience', 'language', 'notes'] as const
type Field = (typeof FIELDS)[number]

/**
 * The brief: submitting creates the conversation and starts streaming its first version. `trend`
 * is the trending item Hot Discoveries started it from: kept in the brief (the model is told what
 * Hookline knows of it) unless the creator removes it; an item that fails the contract is dropped.
 */
export function BriefForm({ topic, platform, trend }: { topic?: string; platform?: Platform; trend?: BriefTrend }) {
  const { t, i18n } = useTranslation('scripts')
  const navigate = useNavigate()
  const credits = useCurrentUser()?.credits
  const platformLabelId = useId()
  const languageLabelId = useId()
  const form = useForm<BriefInput, unknown, Brief>({
    resolver: contractResolver(briefSchema),
    defaultValues: {
      topic: topic ?? '',
      platform: platform ?? lastPlatform() ?? 'douyin',
      format: 'talking_head',
      duration_seconds: undefined,
      tone: '',
      audience: '',
      // The output language defaults to the interface language.
      language: i18n.resolvedLanguage === 'en' ? 'en' : 'zh',
      notes: '',
      trend: trend ? briefTrendSchema.safeParse(trend).data : undefined,
    },
  })
  const connections = useModelConnections()
  // Until the creator picks, the default connection writes (or the server's engine when none).
  const [pickedWriter, setPickedWriter] = useState<string | null | undefined>(undefined)
  const writer = resolveWriter(connections.data, pickedWriter)
  const writesOffline = writer === null && connections.data?.server.kind === 'offline'
  const mutation = useCreateScriptMutation({
    onSuccess: (detail) => {
      storage.set(LAST_PLATFORM_KEY, detail.platform)
      void startGeneration(detail.id, {})
      void navigate({ to: '/script-engine/$id', params: { id: detail.id } })
    },
    onError: (error) => {
      if (!setServerFieldError(form, error, FIELDS, { prefix: 'brief.' })) handleServerError(error)
    },
  })

  const { errors } = form.formState
  const label = (field: Field) => t(`brief.fields.${field}`)
  const fieldError = (field: Field) => fieldErrorText(t, errors[field], label(field))
  const [selectedPlatform, tone, startedFrom] = useWatch({ control: form.control, name: ['platform', 'tone', 'trend'] })
  const busy = mutation.isPending
  // Said before submitting: a writer that costs credits cannot start at 0, and no empty script is made.
  const outOfCredits = credits !== undefined && credits.left_credits <= 0 && writer !== undefined && !writesOffline

  return (
    <form
      noValidate
      // The choice shown is sent as is; only an unknown list (not loaded) leaves it to the server's default.
      onSubmit={form.handleSubmit((brief) =>
        mutation.mutate(writer === undefined ? { brief } : { brief, connection_id: writer }),
      )}
      className="grid gap-6"
      aria-label={t('brief.title')}
    >
      <FormField
        label={
          <>
            {label('topic')}{' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </>
        }
        error={fieldError('topic')}
      >
        {(control) => (
          <Input
            {...control}
            aria-required
            autoFocus={!topic}
            placeholder={t('brief.placeholders.topic')}
            className="h-11 text-base md:text-base"
            {...form.register('topic')}
          />
        )}
      </FormField>
      {startedFrom && (
        <BriefTrendChip trend={startedFrom} onRemove={() => form.setValue('trend', undefined, { shouldDirty: true })} />
      )}

      <div className="grid gap-2">
        <span id={platformLabelId} className="text-sm leading-none font-medium">
          {label('platform')}
        </span>
        <Controller
          control={form.control}
          name="platform"
          render={({ field }) => (
            <PlatformPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              labelledBy={platformLabelId}
            />
          )}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={label('format')} error={fieldError('format')}>
          {(control) => (
            <NativeSelect {...control} {...form.register('format')}>
              {SCRIPT_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`formats.${format}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={label('duration_seconds')} error={fieldError('duration_seconds')}>
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('duration_seconds', {
                setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)),
              })}
            >
              <option value="">
                {t('brief.durationDefault', {
                  duration: t('duration.seconds', { count: targetSeconds(selectedPlatform) }),
                })}
              </option>
              {DURATION_CHOICES.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t('duration.seconds', { count: seconds })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-2">
          <span id={languageLabelId} className="text-sm leading-none font-medium">
            {label('language')}
          </span>
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <div
                role="radiogroup"
                aria-labelledby={languageLabelId}
                className="grid h-9 grid-cols-2 rounded-md border bg-muted/50 p-0.5"
              >
                {(['zh', 'en'] as const).map((language) => (
                  <label
                    key={language}
                    className={cn(
                      'relative flex cursor-pointer items-center justify-center rounded-[5px] text-sm text-muted-foreground transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      field.value === language &&
                        'bg-background font-medium text-foreground shadow-xs dark:bg-input/60',
                    )}
                  >
                    <input
                      type="radio"
                      className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                      name={field.name}
                      value={language}
                      checked={field.value === language}
                      onChange={() => field.onChange(language)}
                    />
                    {t(`languages.${language}`)}
                  </label>
                ))}
              </div>
            )}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={label('tone')} error={fieldError('tone')} className="content-start">
          {(control) => (
            <>
              <Input {...control} placeholder={t('brief.placeholders.tone')} {...form.register('tone')} />
              <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('brief.tonePresets')}>
                {TONE_PRESETS.map((preset) => {
                  const word = t(`tones.${preset}`)
                  const pressed = tone === word
                  return (
                    <button
                      key={preset}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => form.setValue('tone', pressed ? '' : word, { shouldDirty: true })}
                      className={cn(
                        'rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        pressed && 'border-primary bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                      )}
                    >
                      {word}
                    </button>
                  )
                })}
              </div>
            </>
          )}
        </FormField>
        <FormField label={label('audience')} error={fieldError('audience')} className="content-start">
          {(control) => (
            <Input {...control} placeholder={t('brief.placeholders.audience')} {...form.register('audience')} />
          )}
        </FormField>
      </div>

      <FormField label={label('notes')} error={fieldError('notes')}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            placeholder={t('brief.placeholders.notes')}
            {...form.register('notes')}
          />
        )}
      </FormField>

      <BriefStyleOptions control={form.control} setValue={form.setValue} />

      <div className="grid gap-3">
        <WriterSelect list={connections.data} value={writer} onChange={setPickedWriter} failed={connections.isError} />
        {writesOffline && <OfflineEngineNotice />}
        <GenerateOfflineNotice />
        {outOfCredits && (
          <p role="alert" className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
            <CoinsIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
            <span>
              <TaggedText
                text={t('credits.outOfCredits')}
                components={{ billing: <Link to="/settings" className="font-medium underline underline-offset-4" /> }}
              />
            </span>
          </p>
        )}
      </div>

      {/* On a phone the brief is several screens long: Generate stays at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-col-reverse gap-3 border-t bg-card/95 px-1 pt-5 pb-3 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:bg-transparent sm:px-0 sm:pb-0 sm:backdrop-blur-none">
        {credits ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="brief-credits">
            <CoinsIcon aria-hidden className="size-4" />
            {t('credits.balance', { count: credits.left_credits })}
          </p>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" disabled={busy || outOfCredits} className="w-full sm:w-auto">
          {busy ? <LoaderCircleIcon className="animate-spin" /> : <SparklesIcon />}
          {t('brief.submit')}
        </Button>
      </div>
    </form>
  )
}

/** The writer shown: the creator's pick while it still exists, else the default connection, else the server's engine (null). */
function resolveWriter(
  list: ModelConnectionList | undefined,
  picked: string | null | undefined,
): string | null | undefined {
  if (!list) return undefined
  if (picked === null || (picked && list.connections.some((connection) => connection.id === picked))) return picked
  return list.connections.find((connection) => connection.is_default)?.id ?? null
}
