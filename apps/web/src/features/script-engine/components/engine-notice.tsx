import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, BotIcon, FileCog2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { isEdited } from '../lib/versions'

export const isOfflineEngine = (engine: string | null | undefined) => engine === 'offline'

/** "openai-compatible:deepseek:deepseek-chat" → "deepseek-chat". */
const modelName = (engine: string) => engine.split(':').at(-1) || engine

/** Which engine wrote a version: the offline template engine is named as such, never as AI. */
export function EngineBadge({ engine, className }: { engine: string | null; className?: string }) {
  const { t } = useTranslation('scripts')
  if (!engine) return null
  // A hand edit says so where its request would be ("Edited by you"); no engine wrote it.
  if (isEdited({ engine })) return null
  const offline = isOfflineEngine(engine)
  return (
    <Badge variant='outline' className={cn('gap-1 font-normal text-muted-foreground', className)}>
      {offline ? <FileCog2Icon aria-hidden className='size-3' /> : <BotIcon aria-hidden className='size-3' />}
      {offline ? t('engine.offlineShort') : t('engine.model', { model: modelName(engine) })}
    </Badge>
  )
}

/**
 * DESIGN §3: when the offline template engine writes the drafts the UI says so plainly and shows
 * how to plug in a model (Help Center, "Connect an AI provider").
 */
export function OfflineEngineNotice({ className }: { className?: string }) {
  const { t } = useTranslation('scripts')
  return (
    <div
      role='note'
      aria-label={t('engine.offline')}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-amber-500/30 bg-amber-500/8 px-3 py-2 text-sm dark:bg-amber-400/10', className)}
    >
      <span className='flex items-center gap-2 font-medium text-amber-800 dark:text-amber-200'>
        <FileCog2Icon aria-hidden className='size-4 shrink-0' />
        {t('engine.offline')}
      </span>
      <span className='text-muted-foreground'>{t('engine.offlineDescription')}</span>
      <Link to='/help-center' className='inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline'>
        {t('engine.connect')}
        <ArrowRightIcon aria-hidden className='size-3.5' />
      </Link>
    </div>
  )
}
