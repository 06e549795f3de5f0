import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, BotIcon, FileCog2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { ModelProviderLogo } from '@/components/model-provider-logo'
import { modelLabel, parseEngineLabel } from '@/lib/model-labels'
import { cn } from '@/lib/utils'

/**
 * Which engine wrote a version: "DeepSeek · deepseek-chat" with the provider's mark, or the offline
 * template engine named as such, never as AI (each version records its provider and model).
 */
export function EngineBadge({ engine, className }: { engine: string | null; className?: string }) {
  const { t } = useTranslation('scripts')
  if (!engine) return null
  const writer = parseEngineLabel(engine)
  // A hand edit says so where its request would be ("Edited by you"); no engine wrote it.
  if (writer.kind === 'edited') return null
  return (
    <Badge
      variant="outline"
      data-testid="engine-badge"
      className={cn('gap-1.5 font-normal text-muted-foreground', className)}
    >
      {writer.kind === 'offline' ? (
        <FileCog2Icon aria-hidden className="size-3" />
      ) : writer.provider ? (
        <ModelProviderLogo provider={writer.provider} className="size-3.5 rounded-[4px] shadow-none" />
      ) : (
        <BotIcon aria-hidden className="size-3" />
      )}
      {writer.kind === 'offline'
        ? t('engine.offlineShort')
        : writer.provider
          ? modelLabel(t, writer.provider, writer.model)
          : t('engine.model', { model: writer.model })}
    </Badge>
  )
}

/**
 * When the offline template engine writes the drafts the UI says so plainly and shows
 * how to plug in a model (/apps).
 */
export function OfflineEngineNotice({ className }: { className?: string }) {
  const { t } = useTranslation('scripts')
  return (
    <div
      role="note"
      aria-label={t('engine.offline')}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-amber-500/30 bg-amber-500/8 px-3 py-2 text-sm dark:bg-amber-400/10',
        className,
      )}
    >
      <span className="flex items-center gap-2 font-medium text-amber-800 dark:text-amber-200">
        <FileCog2Icon aria-hidden className="size-4 shrink-0" />
        {t('engine.offline')}
      </span>
      <span className="text-muted-foreground">{t('engine.offlineDescription')}</span>
      <Link
        to="/apps"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('engine.connect')}
        <ArrowRightIcon aria-hidden className="size-3.5" />
      </Link>
    </div>
  )
}
