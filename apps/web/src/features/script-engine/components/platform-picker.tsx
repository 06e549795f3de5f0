import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Platform } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { SCRIPT_PLATFORMS } from '../lib/script-search'

/** Brand-ish dots that tell the platforms apart at a glance (never the only cue: the name is there). */
const PLATFORM_DOT: Record<Platform, string> = {
  douyin: 'bg-zinc-900 ring-1 ring-cyan-400 dark:bg-zinc-100',
  tiktok: 'bg-pink-500',
  bilibili: 'bg-sky-400',
  weibo: 'bg-red-500',
  xiaohongshu: 'bg-rose-500',
  youtube_shorts: 'bg-red-600',
}

export function PlatformDot({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-block size-2 shrink-0 rounded-full', PLATFORM_DOT[platform], className)} />
  )
}

/** The six platforms as a radio group of cards, each with its typical length and style. */
export function PlatformPicker({
  name,
  value,
  onChange,
  labelledBy,
}: {
  name: string
  value: Platform
  onChange: (platform: Platform) => void
  labelledBy: string
}) {
  const { t } = useTranslation('scripts')
  const hintId = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {SCRIPT_PLATFORMS.map((platform) => {
        const checked = value === platform
        return (
          <label
            key={platform}
            className={cn(
              'relative flex cursor-pointer flex-col gap-0.5 rounded-lg border bg-background px-3 py-2.5 transition-colors hover:bg-accent/60 dark:bg-input/20',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              checked && 'border-primary bg-primary/5 hover:bg-primary/8 dark:bg-primary/10',
            )}
          >
            <input
              type="radio"
              name={name}
              value={platform}
              checked={checked}
              onChange={() => onChange(platform)}
              aria-label={t(`common:platforms.${platform}`)}
              aria-describedby={`${hintId}-${platform}`}
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="flex items-center gap-2 text-sm font-medium">
              <PlatformDot platform={platform} />
              {t(`common:platforms.${platform}`)}
            </span>
            <span id={`${hintId}-${platform}`} className="text-xs text-muted-foreground">
              {t(`platformHints.${platform}`)}
            </span>
          </label>
        )
      })}
    </div>
  )
}
