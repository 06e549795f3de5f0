import { useEffect, useMemo, useState } from 'react'
import { LoaderCircleIcon, SaveIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { checkScript, detectLanguage, totalSeconds } from '@hookline/contract/script-check'
import type { Script, ScriptDetail, ScriptMessage } from '@hookline/contract'
import { toast } from '@/hooks/use-toast'
import { isApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { useEditVersionMutation } from '../../api/edit-version'
import {
  draftPlaceholders,
  hashtagsText,
  isChanged,
  parseHashtags,
  type FieldPath,
  type TimedPart,
} from '../../lib/edit-draft'
import { ScriptChecklist } from '../check/script-checklist'
import { DurationSummary } from '../duration-summary'
import { DiscardDialog } from './discard-dialog'
import { EditField } from './edit-field'
import { TimedSectionEditor } from './timed-section-editor'
import { PlaceholderList } from './placeholder-list'

/** Closing or reloading the tab with unsaved edits asks first (the browser words the question). */
function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const guard = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [dirty])
}

/**
 * Edit by hand: every field of a finished version in place, the script check re-run on
 * the draft as the creator types, placeholders highlighted and listed. Saving makes a new version
 * (no credit); `onClose` gets its id, or nothing when the edit was cancelled.
 */
export function VersionEditor({
  detail,
  message,
  target,
  briefTarget,
  onClose,
}: {
  detail: ScriptDetail
  message: ScriptMessage & { script: Script }
  target: number
  briefTarget: number
  onClose: (savedId?: string) => void
}) {
  const { t } = useTranslation('scripts')
  const base = message.script
  const [draft, setDraft] = useState<Script>(base)
  const [tags, setTags] = useState(() => hashtagsText(base.hashtags))
  const [confirming, setConfirming] = useState(false)
  // The base's revision notes say what a model changed; a hand edit carries none of them.
  const script = useMemo(() => ({ ...draft, hashtags: parseHashtags(tags), notes: [] }), [draft, tags])
  // As the server measures a saved edit: in the language the base version is written in.
  const language = detectLanguage(message.content)
  const check = useMemo(
    () =>
      checkScript(script, {
        platform: detail.platform,
        language,
        targetSeconds: target,
        topic: detail.brief.topic,
        neverWords: detail.brief.voice?.never_words,
      }),
    [script, detail.platform, detail.brief.topic, detail.brief.voice, language, target],
  )
  const dirty = isChanged({ ...base, notes: [] }, script)
  useUnsavedGuard(dirty)

  const save = useEditVersionMutation({
    onSuccess: (saved) => {
      const current = saved.messages.find((m) => m.id === saved.current_message_id)
      toast({ variant: 'success', title: t('edit.saved', { number: current?.version ?? '' }) })
      onClose(saved.current_message_id ?? undefined)
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        toast({ title: t('edit.noChanges') })
        onClose()
      } else toast({ variant: 'destructive', title: t('edit.failed'), description: error.message })
    },
  })

  const sectionName = (at: TimedPart) =>
    at.part === 'beat' ? t('check.numbered.beat', { number: at.index + 1 }) : t(`check.sections.${at.part}`)
  const fieldLabels = {
    voice_over: t('script.voiceOver'),
    shot: t('script.shot'),
    on_screen_text: t('script.onScreenText'),
  }
  const fieldName = (path: FieldPath): string => {
    if (path.kind === 'title') return t('edit.title_n', { number: path.index + 1 })
    if (path.kind === 'timed')
      return t('edit.fieldOf', { field: fieldLabels[path.field], section: sectionName(path.at) })
    return path.kind === 'cover' ? t('script.coverText') : t('script.caption')
  }
  const cancel = () => (dirty ? setConfirming(true) : onClose())

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4" data-testid="version-editor">
      <div className="sticky top-14 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-background/95 px-4 py-3 shadow-sm backdrop-blur">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-sm font-semibold">{t('edit.title', { number: message.version })}</h3>
          <p className="text-xs text-muted-foreground">{t('edit.description')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={cancel} disabled={save.isPending}>
            {t('edit.cancel')}
          </Button>
          <Button
            size="sm"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate({ id: detail.id, baseMessageId: message.id, script })}
          >
            {save.isPending ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />}
            {save.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </div>

      <DurationSummary total={totalSeconds(script)} target={target} briefTarget={briefTarget} className="px-1" />
      <ScriptChecklist check={check} placeholders={draftPlaceholders(script).length} live />
      <PlaceholderList script={script} fieldName={fieldName} />

      {draft.titles.length > 0 && (
        <section aria-label={t('script.titles')} className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs">
          <h3 className="text-sm font-semibold">{t('script.titles')}</h3>
          {draft.titles.map((title, index) => (
            <EditField
              key={index}
              id={`edit-title-${index}`}
              label={t('edit.title_n', { number: index + 1 })}
              value={title}
              onChange={(value) =>
                setDraft({ ...draft, titles: draft.titles.map((old, i) => (i === index ? value : old)) })
              }
            />
          ))}
        </section>
      )}

      <TimedSectionEditor
        script={draft}
        at={{ part: 'hook' }}
        title={t('script.hook')}
        section={sectionName({ part: 'hook' })}
        onChange={setDraft}
        className="border-primary/30"
      />
      {draft.beats.length > 0 && (
        <section aria-label={t('script.beats')} className="grid gap-3">
          <h3 className="text-sm font-semibold">{t('script.beats')}</h3>
          {draft.beats.map((beat, index) => {
            const at = { part: 'beat', index } as const
            return (
              <TimedSectionEditor
                key={index}
                script={draft}
                at={at}
                title={`${sectionName(at).trim()} · ${beat.label}`}
                section={sectionName(at)}
                onChange={setDraft}
              />
            )
          })}
        </section>
      )}
      <TimedSectionEditor
        script={draft}
        at={{ part: 'call_to_action' }}
        title={t('script.callToAction')}
        section={sectionName({ part: 'call_to_action' })}
        onChange={setDraft}
      />

      <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2">
        <EditField
          id="edit-hashtags"
          label={t('script.hashtags')}
          value={tags}
          onChange={setTags}
          hint={t('edit.hashtagsHint')}
        />
        <EditField
          id="edit-cover"
          label={t('script.coverText')}
          value={draft.cover_text}
          onChange={(cover_text) => setDraft({ ...draft, cover_text })}
        />
      </div>
      {draft.caption !== null && (
        <div className="rounded-xl border bg-card p-4 shadow-xs">
          <EditField
            id="edit-caption"
            label={t('script.caption')}
            value={draft.caption}
            onChange={(caption) => setDraft({ ...draft, caption })}
          />
        </div>
      )}

      <DiscardDialog open={confirming} onOpenChange={setConfirming} onDiscard={() => onClose()} />
    </div>
  )
}
