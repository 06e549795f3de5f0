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
import { cn } from '@/lib/utils'
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

/**
 * Follow-ups: free text or a quick action; each answer becomes a new version. `panel`: the side
 * panel beside the script on wide screens; `bar`: a compact bar that stays at the bottom of the
 * screen under the script (phones, narrow windows), its quick actions one scrolling row.
 */
export function FollowUpComposer({
  scriptId,
  language,
  disabled,
  variant = 'panel',
}: {
  scriptId: string
  language: Language
  disabled: boolean
  variant?: 'panel' | 'bar'
}) {
  const bar = variant === 'bar'
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
    <section
      aria-labelledby="follow-up-title"
      data-testid="follow-up"
      data-variant={variant}
      className={cn(
        'grid min-w-0 gap-3',
        bar
          ? 'sticky bottom-0 z-10 -mx-4 gap-2 border-t bg-background/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.2)] backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8'
          : 'shrink-0 rounded-xl border bg-card p-3 shadow-xs sm:p-4',
      )}
    >
      <h2 id="follow-up-title" className={cn('text-sm font-semibold', bar && 'sr-only')}>
        {t('followUp.title')}
      </h2>
      <div
        role="group"
        aria-label={t('followUp.quickActions')}
        className={cn('flex gap-1.5', bar ? '-mx-1 overflow-x-auto px-1 pb-0.5 [scrollbar-width:none]' : 'flex-wrap')}
      >
        {ACTIONS.map((action) => {
          const Icon = ACTION_ICONS[action]
          return (
            <Button
              key={action}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 shrink-0 rounded-full px-2.5 text-xs"
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
          rows={bar ? 1 : 2}
          className={cn('resize-none pr-14', bar ? 'max-h-32 min-h-10' : 'max-h-48 min-h-16')}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('followUp.send')}
          title={t('followUp.send')}
          disabled={disabled || !text.trim()}
          className={cn('absolute right-2 size-8', bar ? 'bottom-1' : 'bottom-2')}
        >
          <SendHorizontalIcon />
        </Button>
      </form>
      {/* No keyboard to press Shift+Enter on a touch screen: the hint is for fine pointers only. */}
      <p className={cn('text-xs text-muted-foreground pointer-coarse:hidden', bar && 'hidden')}>{t('followUp.hint')}</p>
    </section>
  )
}
