const locale = (language: string) => (language === 'en' ? 'en' : 'zh-CN')

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "5 minutes ago" / "5分钟前", or null under a minute (the caller says 'just now'). */
export function relativeDate(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  if (Math.abs(seconds) < 60) return null
  const format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' })
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS[UNITS.length - 1]
  return format.format(Math.trunc(seconds / size), unit)
}

/** "Jun 3, 2026, 14:05" / "2026年6月3日 14:05": the exact time, in the tooltip and <time>. */
export const absoluteDate = (iso: string, language: string) =>
  new Date(iso).toLocaleString(locale(language), { dateStyle: 'medium', timeStyle: 'short' })
