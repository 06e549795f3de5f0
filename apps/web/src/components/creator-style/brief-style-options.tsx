import { useEffect, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BRIEF_HOOK_EXAMPLES_MAX, type Brief, type BriefInput } from '@hookline/contract'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { hookLibraryQueryOptions } from './hook-library-api'
import { voiceQueryOptions } from './voice-api'

/**
 * The brief's two ticks: "in my voice" (on by default once the creator has a voice profile) and
 * "use my starred hooks as examples". Ticked, the brief carries a copy of the profile and the
 * newest starred hooks (those in the brief's language first), which the model is told; the script
 * keeps them whatever the creator later changes in settings.
 */
export function BriefStyleOptions({
  control,
  setValue,
}: {
  control: Control<BriefInput, unknown, Brief>
  setValue: UseFormSetValue<BriefInput>
}) {
  // Its strings load beside the form rather than holding the page (settings is another page's namespace).
  const { t, ready } = useTranslation('settings', { useSuspense: false })
  const voiceId = useId()
  const hooksId = useId()
  const voice = useQuery(voiceQueryOptions())
  const library = useQuery(hookLibraryQueryOptions())
  const language = useWatch({ control, name: 'language' })
  const profile = voice.data?.profile ?? null
  const [voiceTicked, setVoiceTicked] = useState<boolean | null>(null)
  const [hooksTicked, setHooksTicked] = useState(false)
  const inVoice = Boolean(profile) && (voiceTicked ?? true)
  const items = library.data?.items ?? []
  const examples = [
    ...items.filter((hook) => hook.language === language),
    ...items.filter((h) => h.language !== language),
  ]
    .slice(0, BRIEF_HOOK_EXAMPLES_MAX)
    .map((hook) => ({ type: hook.type, voice_over: hook.voice_over }))
  const useHooks = hooksTicked && examples.length > 0
  const examplesKey = JSON.stringify(examples)

  useEffect(() => {
    setValue('voice', inVoice && profile ? profile : undefined)
  }, [inVoice, profile, setValue])
  useEffect(() => {
    setValue('hook_examples', useHooks ? (JSON.parse(examplesKey) as Brief['hook_examples']) : undefined)
  }, [useHooks, examplesKey, setValue])

  if (!ready || voice.isPending || library.isPending) return null
  if (!profile && items.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t('briefStyle.setUp')}{' '}
        <Link to="/settings/voice" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('briefStyle.setUpLink')}
        </Link>
      </p>
    )
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="brief-style-options">
      <legend className="px-1 text-sm font-medium">{t('briefStyle.title')}</legend>
      {profile && (
        <div className="flex items-start gap-3">
          <Switch id={voiceId} checked={inVoice} onCheckedChange={setVoiceTicked} />
          <Label htmlFor={voiceId} className="grid gap-0.5 font-normal">
            <span className="font-medium">{t('briefStyle.inMyVoice')}</span>
            <span className="text-xs text-muted-foreground">
              {t('briefStyle.inMyVoiceHint', { tone: profile.tone })}
            </span>
          </Label>
        </div>
      )}
      {items.length > 0 && (
        <div className="flex items-start gap-3">
          <Switch id={hooksId} checked={useHooks} onCheckedChange={setHooksTicked} />
          <Label htmlFor={hooksId} className="grid gap-0.5 font-normal">
            <span className="font-medium">{t('briefStyle.starredHooks')}</span>
            <span className="text-xs text-muted-foreground">
              {t('briefStyle.starredHooksHint', { count: examples.length })}
            </span>
          </Label>
        </div>
      )}
    </fieldset>
  )
}
