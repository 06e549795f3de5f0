import { useTranslation } from 'react-i18next'
import type { PlatformTrends } from '@hookline/contract'
import { intlLocale, timeAgo } from '@/lib/relative-time'
import { useNow } from './use-now'

/**
 * Why a ranking is empty when its platform failed and there is no earlier list to fall back on
 * (e.g. a server with no route to the platforms): 'could not reach Weibo at its last attempt (5
 * minutes ago)'. Null when nothing shown failed, so the plain empty text stays.
 */
export function useUnreachableDescription(shown: readonly PlatformTrends[]): string | null {
  const { t, i18n } = useTranslation('trending')
  const now = useNow()
  const failed = shown.filter((entry) => entry.items.length === 0 && entry.error)
  if (failed.length === 0) return null
  const language = i18n.resolvedLanguage
  const latest = failed
    .map((entry) => entry.error!.at)
    .sort()
    .at(-1)!
  const time = timeAgo(latest, language, now) ?? t('status.justNow')
  const names = failed.map((entry) => t(`platforms.${entry.platform}`))
  return failed.length === 1 && shown.length === 1
    ? t('empty.platformUnreachable', { platform: names[0], time })
    : t('empty.unreachable', { platforms: new Intl.ListFormat(intlLocale(language)).format(names), time })
}
