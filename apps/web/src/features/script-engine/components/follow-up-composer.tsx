import { useState, type FormEvent, type KeyboardEvent } from 'react'
import {
  BriefcaseIcon,
  ChartColumnIcon,
  LanguagesIcon,
  ScissorsIcon,
  SendHorizontalIcon,
  SmileIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOLLOW_UP_MAX_LENGTH, type Language, type QuickAction } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { startGeneration } from '../hooks/generation-runner'

/**
 * The composer's quick actions. 'continue' is not one of them: it only finishes a version the
 * model's output limit cut off, and that version offers it (unfinished-note.tsx).
 */
type ComposerAction = Exclude<QuickAction, 'continue'>
const ACTION_ICONS: Record<ComposerAction, LucideIcon> = {
  shorter: ScissorsIcon,
  punchier_hook: ZapIcon,
  more_humorous: SmileIcon,
  more_professional: BriefcaseIcon,
  add_data_point: ChartColumnIcon,
  translate: LanguagesIcon,
}
const ACTIONS = Object.keys(ACTION_ICONS) as ComposerAction[]

/** Follow-ups: free text or a quick action; each answer becomes a new version. */
export function FollowUpComposer({
  scriptId,
  language,
  disabled,
}: {
  scriptId: string
  language: Language
  disabled: boolean
}) {
  const { t } = useTranslation('scripts')
  const [text, setText] = useState('')
  const other: Language = language === 'zh' ? 'en' : 'zh'

  const send = (request: { text?: string; action?: QuickAction }) => {
    void startGeneration(scriptId, request)
    setText('')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) send({ text: text.trim() })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an IME is composing Chinese.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (text.trim() && !disabled) send({ text: text.trim() })
    }
  }

  return (
    <section aria-labelledby="follow-up-title" className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs sm:p-4">
      <h2 id="follow-up-title" className="text-sm font-semibold">
        {t('followUp.title')}
      </h2>
      <div role="group" aria-label={t('followUp.quickActions')} className="flex flex-wrap gap-1.5">
        {ACTIONS.map((action) => {
          const Icon = ACTION_ICONS[action]
          return (
            <Button
              key={action}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 rounded-full px-2.5 text-xs"
              disabled={disabled}
              onClick={() => send({ action })}
            >
              <Icon className="size-3.5" />
              {action === 'translate'
                ? t('actions.translateTo', { language: t(`languages.${other}`) })
                : t(`actions.${action}`)}
            </Button>
          )
        })}
      </div>
      <form onSubmit={submit} className="relative">
        <Textarea
          aria-label={t('followUp.label')}
          placeholder={t('followUp.placeholder')}
          value={text}
          maxLength={FOLLOW_UP_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          className="max-h-48 min-h-16 resize-none pr-14"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('followUp.send')}
          title={t('followUp.send')}
          disabled={disabled || !text.trim()}
          className="absolute right-2 bottom-2 size-8"
        >
          <SendHorizontalIcon />
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">{t('followUp.hint')}</p>
    </section>
  )
}
