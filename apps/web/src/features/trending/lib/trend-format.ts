/** Intl locale of an app language (SPEC §1: zh unless the user chose en). */
export const intlLocale = (language: string | undefined) => (language === 'en' ? 'en' : 'zh-CN')

const compactFormats = new Map<string, Intl.NumberFormat>()

/** Heat and play counts the way each language writes them: zh 1.2万 / 3.4亿, en 12K / 1.2M. */
export function formatHotValue(value: number, language: string | undefined): string {
  const locale = intlLocale(language)
  let format = compactFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
    compactFormats.set(locale, format)
  }
  return format.format(value)
}

/** Below this an update reads 'Just now' (SPEC §2). */
export const JUST_NOW_MS = 60_000

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** '5 minutes ago' / '5分钟前', or null while it is still 'Just now'. */
export function formatTimeAgo(iso: string, now: number, language: string | undefined): string | null {
  const elapsed = Math.max(0, now - new Date(iso).getTime())
  if (elapsed < JUST_NOW_MS) return null
  const [unit, ms] = UNITS.find(([, size]) => elapsed >= size) ?? UNITS[UNITS.length - 1]
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(-Math.floor(elapsed / ms), unit)
}

/** The exact time, for a tooltip and the <time> element's title. */
export const formatDateTime = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
