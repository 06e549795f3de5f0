/** The Intl locale of an app language: zh unless the user chose en. */
export const intlLocale = (language: string | undefined) => (language === 'en' ? 'en' : 'zh-CN')

/** Under this, a time reads as the caller's own 'just now' (刚刚). */
export const JUST_NOW_MS = 60_000

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * "5 minutes ago" / "5分钟前", whole units counted down (3 h 50 min is "3 hours ago"); null under a
 * minute, and for a time ahead of the clock, which can only be clock skew: the caller says 'just now'.
 */
export function timeAgo(iso: string, language: string | undefined, now = Date.now()): string | null {
  const elapsed = now - new Date(iso).getTime()
  if (!(elapsed >= JUST_NOW_MS)) return null
  const locale = intlLocale(language)
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormats.set(locale, format)
  }
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? UNITS[UNITS.length - 1]
  return format.format(-Math.floor(elapsed / size), unit)
}

/** "Jun 3, 2026, 14:05" / "2026年6月3日 14:05": the exact time, for a tooltip or a <time> title. */
export const exactTime = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
