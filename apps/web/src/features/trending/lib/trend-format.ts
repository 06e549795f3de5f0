import { intlLocale } from '@/lib/relative-time'

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

/**
 * Time on a list, to the two largest units: en "2 days 3 hr" / "3 hr 20 min" / "45 min", zh
 * "2天3小时" / "3小时20分钟"; under a minute reads "0 min" / "0分钟".
 */
export function formatMinutes(total: number, language: string | undefined): string {
  const locale = intlLocale(language)
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(
      value,
    )
  const minutes = Math.max(0, Math.floor(total))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts =
    days > 0
      ? [unit(days, 'day'), hours > 0 && unit(hours, 'hour')]
      : hours > 0
        ? [unit(hours, 'hour'), rest > 0 && unit(rest, 'minute')]
        : [unit(rest, 'minute')]
  return parts.filter(Boolean).join(locale === 'en' ? ' ' : '')
}
