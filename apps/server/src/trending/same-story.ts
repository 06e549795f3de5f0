/**
 * Whether two list titles tell the same story, for "on N platforms". Titles of one event differ a
 * lot between lists (「香港火灾已致146人遇难」 on Douyin, 「香港大埔火灾遇难人数升至146人」 on Weibo),
 * so an exact normalised key finds almost nothing, and pg_trgm's trigrams of a CJK run are too
 * coarse for titles of ten characters. What is compared instead: the titles' character pairs
 * (bigrams), as a share of the shorter title's, so a short word inside a longer title
 * (「金价」, 「金价上冲」) counts fully; and two titles naming different numbers (11月 / 12月) are never
 * one story. The threshold and the rule come from the labelled pairs in
 * test/fixtures/trending/same-story-pairs.json (bench/trend-history.ts prints precision and recall).
 */
export const SAME_STORY_MIN_OVERLAP = 0.4

const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

/** 「六月」 → 「6月」, 「十二月」 → 「12月」: months are the numbers titles most often spell in Chinese. */
function monthsAsDigits(text: string): string {
  return text.replace(/([一二两三四五六七八九十]{1,3})(?=月)/gu, (numeral) => {
    if (numeral === '十') return '10'
    const [tens, ones] = numeral.includes('十') ? numeral.split('十') : ['', numeral]
    const value = (numeral.includes('十') ? (CHINESE_DIGITS[tens] ?? 1) * 10 : 0) + (CHINESE_DIGITS[ones] ?? 0)
    return String(value)
  })
}

/** Full-width folded, lower-cased, Chinese months as digits, punctuation, symbols and spaces gone. */
export function storyText(title: string): string {
  return monthsAsDigits(title.normalize('NFKC').toLowerCase()).replace(/[\s\p{P}\p{S}]/gu, '')
}

/** A title prepared once for many comparisons. */
interface StoryTitle {
  bigrams: Set<string>
  numbers: Set<string>
}

export function prepareStoryTitle(title: string): StoryTitle {
  const text = storyText(title)
  const bigrams = new Set<string>()
  for (let index = 0; index + 1 < text.length; index++) bigrams.add(text.slice(index, index + 2))
  if (text.length === 1) bigrams.add(text)
  return { bigrams, numbers: new Set(text.match(/\d+/g) ?? []) }
}

function shared(a: Set<string>, b: Set<string>): number {
  let count = 0
  for (const value of a) if (b.has(value)) count++
  return count
}

/** 0..1: the share of the shorter title's bigrams the other has; 0 when their numbers disagree. */
export function storySimilarity(a: StoryTitle, b: StoryTitle): number {
  if (a.numbers.size > 0 && b.numbers.size > 0 && shared(a.numbers, b.numbers) === 0) return 0
  const smaller = Math.min(a.bigrams.size, b.bigrams.size)
  return smaller === 0 ? 0 : shared(a.bigrams, b.bigrams) / smaller
}

export const isSameStory = (a: StoryTitle, b: StoryTitle) => storySimilarity(a, b) >= SAME_STORY_MIN_OVERLAP
