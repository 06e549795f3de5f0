import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoaderCircleIcon, PlusIcon, SparklesIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  VOICE_FIELD_MAX_LENGTH,
  VOICE_SAMPLES_MAX,
  VOICE_SAMPLES_MIN,
  voiceProfileSchema,
  type VoiceProfile,
  type VoiceState,
} from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Separator } from '@/components/ui/separator'
import { Textarea } from '@/components/ui/textarea'
import { HookLibraryList } from '@/components/creator-style/hook-library-list'
import { useVoiceMutations, voiceQueryOptions } from '@/components/creator-style/voice-api'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { isApiError } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'
import { SettingsSection } from '../settings-section'

const TEXT_FIELDS = ['tone', 'sentence_length', 'opening', 'closing'] as const
const WORD_FIELDS = ['signature_words', 'never_words'] as const

/** Words as the creator types them: separated by commas (either width), 、 or new lines. */
const splitWords = (text: string) =>
  text
    .split(/[,，、\n]+/)
    .map((word) => word.trim())
    .filter(Boolean)

const EMPTY: VoiceProfile = {
  tone: '',
  sentence_length: '',
  opening: '',
  closing: '',
  signature_words: [],
  never_words: [],
}

/**
 * Settings › Voice & hooks: the creator's voice profile (distilled by their model from three to
 * five of their own scripts, or written by hand; read, edited and saved here) and their hook
 * library. Briefs use both when ticked.
 */
export function SettingsVoicePage() {
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation('chats')
  const voice = useQuery(voiceQueryOptions())
  return (
    <div className="grid gap-10">
      <SettingsSection title={t('voice.title')} description={t('voice.description')}>
        {voice.isPending ? (
          <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" aria-hidden />
        ) : voice.isError ? (
          <p role="alert" className="text-sm">
            {t('voice.loadFailed')}
          </p>
        ) : (
          <div className="grid gap-8">
            {voice.data.profile && (
              <ProfileEditor
                key={voice.data.updated_at}
                profile={voice.data.profile}
                updatedAt={voice.data.updated_at}
              />
            )}
            <Distil state={voice.data} />
          </div>
        )}
      </SettingsSection>
      <SettingsSection title={tc('hookLibrary.title')} description={tc('hookLibrary.description')}>
        <HookLibraryList />
      </SettingsSection>
    </div>
  )
}

/** The profile as the creator reads and edits it; saved whole. */
function ProfileEditor({ profile, updatedAt }: { profile: VoiceProfile | null; updatedAt: string | null }) {
  const { t, i18n } = useTranslation('settings')
  const { save, remove } = useVoiceMutations()
  const start = profile ?? EMPTY
  const [texts, setTexts] = useState<Record<(typeof TEXT_FIELDS)[number], string>>({
    tone: start.tone,
    sentence_length: start.sentence_length,
    opening: start.opening,
    closing: start.closing,
  })
  const [words, setWords] = useState<Record<(typeof WORD_FIELDS)[number], string>>({
    signature_words: start.signature_words.join(', '),
    never_words: start.never_words.join(', '),
  })
  const draft = {
    ...texts,
    signature_words: splitWords(words.signature_words),
    never_words: splitWords(words.never_words),
  }
  const parsed = voiceProfileSchema.safeParse(draft)
  const problem = parsed.success ? null : parsed.error.issues[0]
  const onSave = () => {
    if (!parsed.success) return
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('voice.saved') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: isApiError(error) ? apiErrorMessage(error) : t('voice.saveFailed') }),
    })
  }
  return (
    <form
      className="grid gap-4"
      aria-label={t('voice.profileTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{t('voice.profileTitle')}</h3>
        {updatedAt && (
          <p className="text-xs text-muted-foreground">
            {t('voice.updatedAt', {
              date: new Date(updatedAt).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en' : 'zh-CN'),
            })}
          </p>
        )}
      </div>
      {TEXT_FIELDS.map((field) => (
        <FormField key={field} label={t(`voice.fields.${field}`)}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={VOICE_FIELD_MAX_LENGTH}
              value={texts[field]}
              placeholder={t(`voice.placeholders.${field}`)}
              onChange={(event) => setTexts((old) => ({ ...old, [field]: event.target.value }))}
            />
          )}
        </FormField>
      ))}
      {WORD_FIELDS.map((field) => (
        <FormField key={field} label={t(`voice.fields.${field}`)}>
          {(control) => (
            <div className="grid gap-1">
              <Input
                {...control}
                value={words[field]}
                placeholder={t(`voice.placeholders.${field}`)}
                onChange={(event) => setWords((old) => ({ ...old, [field]: event.target.value }))}
              />
              <p className="text-xs text-muted-foreground">{t(`voice.hints.${field}`)}</p>
            </div>
          )}
        </FormField>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!parsed.success || save.isPending}>
          {save.isPending && <LoaderCircleIcon className="animate-spin" />}
          {t('voice.save')}
        </Button>
        {profile && (
          <Button
            type="button"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: t('voice.removed') }) })}
          >
            <Trash2Icon />
            {t('voice.remove')}
          </Button>
        )}
      </div>
    </form>
  )
}

/**
 * Distil a profile: three to five pasted scripts or transcripts and versions edited by hand.
 * Without a model it says what it needs and links to /apps, and offers to write the profile by
 * hand; it never pretends to have read anything.
 */
function Distil({ state }: { state: VoiceState }) {
  const { t } = useTranslation('settings')
  const { distil } = useVoiceMutations()
  const [samples, setSamples] = useState<string[]>(['', '', ''])
  const [picked, setPicked] = useState<string[]>([])
  const [writing, setWriting] = useState(false)
  const filled = samples.map((sample) => sample.trim()).filter(Boolean)
  const count = filled.length + picked.length
  const enough = count >= VOICE_SAMPLES_MIN && count <= VOICE_SAMPLES_MAX
  const { available, credits_per_message: price } = state.model
  const failure = distil.error
  const failureText = !failure
    ? null
    : isApiError(failure) && failure.code === 40200
      ? t('voice.distil.noCredits')
      : isApiError(failure) && failure.status === 502
        ? t('voice.distil.failed')
        : isApiError(failure)
          ? apiErrorMessage(failure)
          : t('voice.distil.failed')

  return (
    <div className="grid gap-4">
      {state.profile && <Separator />}
      <div className="grid gap-1">
        <h3 className="font-semibold">{t(state.profile ? 'voice.distil.again' : 'voice.distil.title')}</h3>
        <p className="text-sm text-muted-foreground">
          {t('voice.distil.description', { min: VOICE_SAMPLES_MIN, max: VOICE_SAMPLES_MAX })}
        </p>
      </div>
      {!available && (
        <p
          role="status"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          data-testid="voice-no-model"
        >
          {t('voice.distil.needsModel')}{' '}
          <Link to="/apps" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('voice.distil.connect')}
          </Link>
        </p>
      )}
      {samples.map((sample, index) => (
        <FormField key={index} label={t('voice.distil.sample', { n: index + 1 })}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={sample}
              placeholder={t('voice.distil.samplePlaceholder')}
              onChange={(event) =>
                setSamples((old) => old.map((value, i) => (i === index ? event.target.value : value)))
              }
            />
          )}
        </FormField>
      ))}
      {samples.length < VOICE_SAMPLES_MAX && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setSamples((old) => [...old, ''])}
        >
          <PlusIcon />
          {t('voice.distil.addSample')}
        </Button>
      )}
      {state.edited_versions.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('voice.distil.editedVersions')}</legend>
          {state.edited_versions.map((version) => (
            <label key={version.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={picked.includes(version.id)}
                onChange={(event) =>
                  setPicked((old) =>
                    event.target.checked ? [...old, version.id] : old.filter((id) => id !== version.id),
                  )
                }
              />
              <span className="grid">
                <span className="font-medium">{version.title}</span>
                <span className="text-xs text-muted-foreground">{version.excerpt}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('voice.distil.count', { count, min: VOICE_SAMPLES_MIN, max: VOICE_SAMPLES_MAX })}
      </p>
      {failureText && (
        <p role="alert" className="text-sm text-destructive">
          {failureText}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          disabled={!available || !enough || distil.isPending}
          onClick={() =>
            distil.mutate(
              { samples: filled, message_ids: picked },
              { onSuccess: () => toast({ title: t('voice.distil.done') }) },
            )
          }
        >
          {distil.isPending ? <LoaderCircleIcon className="animate-spin" /> : <SparklesIcon />}
          {t('voice.distil.submit')}
        </Button>
        {available && price > 0 && (
          <span className="text-xs text-muted-foreground">{t('voice.distil.price', { count: price })}</span>
        )}
        {!state.profile && !writing && (
          <Button type="button" variant="ghost" onClick={() => setWriting(true)}>
            {t('voice.writeYourself')}
          </Button>
        )}
      </div>
      {!state.profile && writing && <ProfileEditor profile={null} updatedAt={null} />}
    </div>
  )
}
