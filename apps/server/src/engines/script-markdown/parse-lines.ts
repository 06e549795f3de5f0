import { fieldAliases, sectionAliases, type FieldKey, type SectionKey } from './layout'
import { unwrap } from '../text-pairs'

/** Line-level helpers of the tolerant parser: headings, "Label: value" fields, seconds, tables. */

export interface Heading {
  level: number
  text: string
}

const EMOJI = /[\p{Extended_Pictographic}\uFE0F\u200D]/gu
const MARKUP = /\*\*|__|`|~~/g

/** Text without Markdown emphasis or code marks. */
export const stripMarkup = (text: string): string => text.replace(MARKUP, '').trim()

/** Plain text of a heading or label: no markup, emoji, wrapping brackets or trailing colon. */
export function cleanText(text: string): string {
  return unwrap(
    text
      .replace(MARKUP, '')
      .replace(EMOJI, '')
      .replace(/[:：]\s*$/, ''),
    '【[「『',
  )
}

/**
 * A heading is `#…` Markdown, or a line that is only bold text or only a 【bracketed】 label —
 * the shapes models use instead of headings.
 */
export function readHeading(line: string): Heading | null {
  // A space after the hashes, as in CommonMark: "#话题 #tag" lines are hashtags, not headings.
  const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line)
  if (atx && atx[2]) return { level: atx[1].length, text: cleanText(atx[2]) }
  const bold = /^\s*(?:\d+[.)、]\s*)?(\*\*|__)([^*_]+?)\1\s*[:：]?\s*$/.exec(line)
  if (bold) return { level: 7, text: cleanText(line.replace(/^\s*\d+[.)、]\s*/, '')) }
  const bracket = /^\s*【([^】]+)】\s*$/.exec(line)
  if (bracket) return { level: 7, text: cleanText(bracket[1]) }
  return null
}

/** Leading "1." / "一、" / "(2)" / "Step 3:" numbering of a heading or list item. */
export const stripNumbering = (text: string): string =>
  text.replace(/^\s*(?:[(（]?\d+[)）.、:：]|[一二三四五六七八九十]+[、.．]|step\s*\d+[:.：]?)\s*/i, '').trim()

export const stripBullet = (line: string): string =>
  line.replace(/^\s*(?:>\s*)*(?:[-*+•·]\s+|\d+[.)、]\s+)?/, '').trim()

/** "镜头 3", "Beat 2", "Scene 1", "第二幕": a heading that starts a beat whatever else it says. */
export const isExplicitBeatHeading = (text: string): boolean =>
  /^(镜头|分镜|场景|段落|beat|scene|shot|part|chapter|章节?)\s*#?\s*\d+/i.test(text) ||
  /^第\s*[\d一二三四五六七八九十]+\s*[幕段章节个部场]/.test(text)

export function sectionOf(text: string): SectionKey | null {
  const plain = stripNumbering(cleanText(text))
  for (const [key, pattern] of sectionAliases) if (pattern.test(plain)) return key
  return null
}

export interface FieldLine {
  label: string
  value: string
}

/** "- **画面**：…", "Voice-over: …", "VO - …": a short label, a separator, a value. */
export function readLabelled(line: string): FieldLine | null {
  const body = stripBullet(line)
  const match = /^(?:\*\*|__)?([^:：|*_]{1,24}?)(?:\*\*|__)?\s*(?:[:：]|\s[-–—]\s)\s*(?:\*\*|__)?\s*(.*)$/.exec(body)
  if (!match) return null
  return { label: cleanText(match[1]), value: match[2].replace(/(\*\*|__)\s*$/, '').trim() }
}

export function fieldOf(label: string): FieldKey | null {
  if (label.length > 24) return null
  for (const [key, pattern] of fieldAliases) if (pattern.test(label)) return key
  return null
}

const CHINESE_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
}

/**
 * Seconds in whatever way a model wrote them: "8 秒", "8s", "约8秒", "1分30秒", "0:03–0:10"
 * (a range → its length), "3-10s", "1:30". Null when there is no number.
 */
export function readSeconds(text: string): number | null {
  const plain = text.replace(/[一二两三四五六七八九十](?=\s*秒)/g, (d) => String(CHINESE_DIGITS[d]))
  const clock = /(\d{1,2}):(\d{2})(?:\.\d+)?\s*[-–—~～至到]\s*(\d{1,2}):(\d{2})/.exec(plain)
  if (clock) {
    const start = Number(clock[1]) * 60 + Number(clock[2])
    const end = Number(clock[3]) * 60 + Number(clock[4])
    return end > start ? end - start : null
  }
  const range = /(\d+(?:\.\d+)?)\s*(?:s|秒)?\s*[-–—~～至到]\s*(\d+(?:\.\d+)?)\s*(?:s\b|秒|sec|seconds?)/i.exec(plain)
  if (range) {
    const diff = Number(range[2]) - Number(range[1])
    return diff > 0 ? diff : null
  }
  const minutes = /(\d+)\s*(?:分钟?|min(?:ute)?s?)\s*(?:(\d+)\s*(?:秒|s|sec|seconds?))?/i.exec(plain)
  if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2] ?? 0)
  const single = /(\d{1,2}):(\d{2})/.exec(plain)
  if (single) return Number(single[1]) * 60 + Number(single[2])
  const seconds = /(\d+(?:\.\d+)?)\s*(?:s\b|秒|sec|seconds?|")/i.exec(plain)
  if (seconds) return Number(seconds[1])
  const bare = /^\D{0,4}(\d+(?:\.\d+)?)\D{0,4}$/.exec(plain.trim())
  return bare ? Number(bare[1]) : null
}

export const isTableLine = (line: string): boolean => /^\s*\|.*\|\s*$/.test(line)
export const isTableSeparator = (line: string): boolean => /^\s*\|?[\s:|-]+\|?\s*$/.test(line) && line.includes('-')
export const tableCells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cleanText(cell.replace(/<br\s*\/?>/gi, ' ')))

export const isRule = (line: string): boolean => /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)

/** Hashtags written as #tag#, #tag, or a plain comma/space separated list. */
export function readHashtags(text: string): string[] {
  // #话题# (Weibo) has no space just inside the hashes; "#a #b" is two prefixed tags.
  const wrappedTag = /#([^#\s](?:[^#\n]{0,38}[^#\s])?)#/g
  const wrapped = [...text.matchAll(wrappedTag)].map((m) => m[1].trim())
  const rest = text.replace(wrappedTag, ' ')
  const prefixed = [...rest.matchAll(/#([^\s#,，、;；]+)/g)].map((m) => m[1].trim())
  const tags = wrapped.length + prefixed.length > 0 ? [...wrapped, ...prefixed] : rest.split(/[\s,，、;；]+/)
  return [...new Set(tags.map((tag) => cleanText(stripBullet(tag))).filter(Boolean))]
}
