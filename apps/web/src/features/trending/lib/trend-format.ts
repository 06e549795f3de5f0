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
