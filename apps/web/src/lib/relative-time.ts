const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "3 minutes ago" / "3分钟前"; under a minute → `justNow`. */
export function relativeTime(iso: string, language: string, justNow: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  if (Math.abs(seconds) < 60) return justNow
  const format = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : 'zh-CN', { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') {
      if (unit === 'day' && Math.abs(seconds) >= 7 * 86_400) {
        return new Date(iso).toLocaleDateString(language === 'en' ? 'en' : 'zh-CN', { month: 'short', day: 'numeric' })
      }
      return format.format(Math.round(seconds / size), unit)
    }
  }
  return justNow
}
