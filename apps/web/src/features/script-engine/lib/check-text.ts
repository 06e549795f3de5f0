import type { TFunction } from 'i18next'
import type { CheckFinding } from '@hookline/contract/script-check'

/** Sections whose findings name one item of a list: "Beat 3", "Title 2", "Hashtag 4". */
const NUMBERED = new Set<CheckFinding['section']>(['titles', 'beat', 'hashtags'])

/** Where a finding sits, in the page's language ("Beat 3", "镜头 3 ", "The hook"). */
export function findingPlace(t: TFunction<'scripts'>, finding: Pick<CheckFinding, 'section' | 'index'>): string {
  if (finding.index !== undefined && NUMBERED.has(finding.section)) {
    return t(`check.numbered.${finding.section as 'titles' | 'beat' | 'hashtags'}`, { number: finding.index + 1 })
  }
  return t(`check.sections.${finding.section}`)
}

/**
 * A finding as one sentence, translated from its code and numbers (the server stores codes, not
 * words, so the same check reads in either language).
 */
export function findingText(t: TFunction<'scripts'>, finding: CheckFinding): string {
  const { actual, needed, limit, min, max, text } = finding
  return t(`check.findings.${finding.code}`, {
    place: findingPlace(t, finding),
    actual,
    needed,
    limit,
    min,
    max,
    text,
  }).trim()
}
