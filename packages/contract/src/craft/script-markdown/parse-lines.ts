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

/**
 * Leading "1." / "一、" / "(2)" / "Step 3:" numbering of a heading or list item. A number that
 * goes on ("2:1逆转", "6:30起床", "1.5倍速") is the text itself, not its numbering.
 */
export const stripNumbering = (text: string): string =>
  text.replace(/^\s*(?:[(（]?\d+[)）.、:：](?!\d)|[一二三四五六七八九十]+[、.．]|step\s*\d+[:.：]?)\s*/i, '').trim()

export const stripBullet = (line: string): string =>
  line.replace(/^\s*(?:>\s*)*(?:[-*+•·]\s+|\d+[.)、]\s+)?/, '').trim()

/** "[0:03-0:13]", "0:03–0:13", "(3-10s)", "3-10秒" at the start of a heading: the stretch of video it covers. */
const LEADING_TIME_RANGE =
  /^[[(（【]?\s*(?:\d{1,2}:\d{2}\s*[-–—~～至到]\s*\d{1,2}:\d{2}|\d+(?:\.\d+)?\s*(?:s|秒)?\s*[-–—~～至到]\s*\d+(?:\.\d+)?\s*(?:s\b|秒))\s*[\])）】]?/i

/** A heading's leading time range, as `beatLabel` drops it. */
export const stripLeadingTimeRange = (text: string): string => text.replace(LEADING_TIME_RANGE, '').trim()

/**
 * "镜头 3", "Beat 2", "Scene 1", "第二幕": a heading that starts a beat whatever else it says; and
 * "**[0:03-0:13] WEEK ONE**", a heading that opens on the stretch it covers, unless it names another
 * section ("[0:13-0:17] CTA" is the call to action).
 */
export const isExplicitBeatHeading = (text: string): boolean =>
  /^[【[(（]?\s*(镜头|分镜|场景|段落|beat|scene|shot|part|chapter|章节?)\s*#?\s*\d+/i.test(text) ||
  /^第\s*[\d一二三四五六七八九十]+\s*[幕段章节个部场]/.test(text) ||
  (LEADING_TIME_RANGE.test(text) && [null, 'beats'].includes(sectionOf(stripLeadingTimeRange(text))))

export function sectionOf(text: string): SectionKey | null {
  const plain = stripNumbering(cleanText(text))
  for (const [key, pattern] of sectionAliases) if (pattern.test(plain)) return key
  return null
}

export interface FieldLine {
  label: string
  value: string
}

/**
 * "- **画面**：…", "Voice-over: …", "VO - …": a short label, a separator, a value. A colon between
 * digits is a score or a clock time ("#曼联2:1水晶宫#", "早上6:30起床"), never a label's.
 */
export function readLabelled(line: string): FieldLine | null {
  const body = stripBullet(line)
  const match = /^(?:\*\*|__)?([^:：|*_]{1,24}?)(?:\*\*|__)?\s*(?:[:：]|\s[-–—]\s)\s*(?:\*\*|__)?\s*(.*)$/.exec(body)
  if (!match) return null
  if (/\d$/.test(match[1]) && /^\d/.test(match[2]) && /\d[:：]\d/.test(body)) return null
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
 * (a range → its length), "3-10s". Null when there is no number.
 *
 * `bare` is for a value that can only be a length (a 时长 field, a seconds column): there "8" and
 * "0:15" are seconds too. Anywhere else (a heading, a request) a number needs its unit and a lone
 * clock time is the time of day it says ("6:30 起床"), and "112:108" is a score.
 */
export function readSeconds(text: string, { bare = true }: { bare?: boolean } = {}): number | null {
  const plain = text.replace(/[一二两三四五六七八九十](?=\s*秒)/g, (d) => String(CHINESE_DIGITS[d]))
  const clock = /(?<![\d:])(\d{1,2}):(\d{2})(?:\.\d+)?\s*[-–—~～至到]\s*(\d{1,2}):(\d{2})(?![\d:])/.exec(plain)
  if (clock) {
    const start = Number(clock[1]) * 60 + Number(clock[2])
    const end = Number(clock[3]) * 60 + Number(clock[4])
    return end > start ? end - start : null
  }
  const range =
    /(?<![\d:.])(\d+(?:\.\d+)?)\s*(?:s|秒)?\s*[-–—~～至到]\s*(\d+(?:\.\d+)?)\s*(?:s\b|秒|sec|seconds?)/i.exec(plain)
  if (range) {
    const diff = Number(range[2]) - Number(range[1])
    return diff > 0 ? diff : null
  }
  // "2分" alone is a score outside a length field ("打进2分"); "1分30秒" and "2分钟" are lengths anywhere.
  const minuteUnit = bare ? '分钟?' : '分钟|分(?=\\s*\\d+\\s*秒)'
  const minutes = new RegExp(
    `(?<![\\d:.])(\\d+)\\s*(?:${minuteUnit}|min(?:ute)?s?\\b)\\s*(?:(\\d+)\\s*(?:秒|s\\b|sec|seconds?))?`,
    'i',
  ).exec(plain)
  if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2] ?? 0)
  const single = /^\D{0,6}?(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])\D{0,6}$/.exec(plain.trim())
  if (bare && single) return Number(single[1]) * 60 + Number(single[2])
  const seconds = /(?<![\d:.])(\d+(?:\.\d+)?)\s*(?:s\b|秒|sec\b|secs\b|seconds?\b|")/i.exec(plain)
  if (seconds) return Number(seconds[1])
  if (!bare) return null
  const number = /^\D{0,4}(\d+(?:\.\d+)?)\D{0,4}$/.exec(plain.trim())
  return number ? Number(number[1]) : null
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
