import type { Script, ScriptBeat } from '../../scripts'
import type { CheckSection } from '../script-check'
import { estimateSpeechSeconds } from '../script-seconds'
import type { SectionKey } from './layout'
import { readTimedLines, tableColumns, type DraftBeat } from './parse-timed'
import {
  cleanText,
  fieldOf,
  isExplicitBeatHeading,
  isRule,
  isTableLine,
  isTableSeparator,
  readHashtags,
  readHeading,
  readLabelled,
  sectionOf,
  stripBullet,
  stripMarkup,
  stripNumbering,
} from './parse-lines'

export interface ParsedScript {
  script: Script
  /** What was missing, estimated or ignored — for logs and the UI, never fatal. */
  warnings: string[]
  /**
   * Sections the answer does not have (in CHECK_SECTIONS order, as the check names them): titles,
   * hook, beat, call_to_action, hashtags, cover_text. A hook or call to action the model left out
   * is something to ask it for (the repair turn), not a sign that it stopped. The caption is not
   * judged here: whether a platform has one is the check's business.
   */
  missing: CheckSection[]
  /**
   * True when the answer got past its beats: a call to action, or a section that follows it
   * (hashtags, cover text, caption, notes), comes after them. A heading-based hint only — whether
   * the model was cut off is what its finish reason says.
   */
  complete: boolean
  /**
   * The sections the answer has begun, in the order they first appear, whether or not they hold
   * anything yet: what a stream has got to (the live view shows only the sections that began).
   */
  sections: SectionKey[]
}

interface Block {
  key: SectionKey | null
  heading: string
  level: number
  lines: string[]
}

const TIMED: SectionKey[] = ['hook', 'beats', 'callToAction']

/** Sections made of plain lines (a title, a tag line, the cover, a post), not of fields. */
const LINE_SECTIONS: SectionKey[] = ['titles', 'hashtags', 'coverText', 'caption']

/** Sections that come after the beats: seeing one means the answer got past them. */
const AFTER_BEATS: SectionKey[] = ['callToAction', 'hashtags', 'coverText', 'caption', 'notes']

/** A table's header line: a table row followed by its separator, naming at least two script fields. */
const isShotTableHeader = (lines: string[], index: number) =>
  isTableLine(lines[index]) && isTableSeparator(lines[index + 1] ?? '') && tableColumns(lines[index]) !== null

const isBullet = (line: string) => /^\s*[-*+•]\s/.test(line)

/**
 * "Caption: …" after a call to action is the post's caption, not the call to action's on-screen
 * text, when that section already has its on-screen text or writes its fields as a list and this
 * line is not in it.
 */
function isPostCaption(line: string, label: string, callToAction: string[]): boolean {
  if (sectionOf(label) !== 'caption') return false
  const fields = callToAction.filter((l) => {
    const labelled = readLabelled(l)
    return labelled !== null && fieldOf(labelled.label) !== null
  })
  const hasOnScreenText = fields.some((l) => fieldOf(readLabelled(l)!.label) === 'on_screen_text')
  return hasOnScreenText || (!isBullet(line) && fields.some(isBullet))
}

/** Splits the document into sections; a heading inside the beats section stays with its beats. */
function splitBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [{ key: null, heading: '', level: 0, lines: [] }]
  const open = (key: SectionKey | null, heading: string, level: number, first?: string) =>
    blocks.push({ key, heading, level, lines: first ? [first] : [] })

  for (const [index, line] of lines.entries()) {
    const current = blocks[blocks.length - 1]
    const inTimed = current.key !== null && TIMED.includes(current.key)
    // "**开头（0-3s）**", its line, then a table of beats: the table is the beats, not the hook.
    if (current.key === 'hook' && textLines(current.lines).length > 0 && isShotTableHeader(lines, index)) {
      open('beats', '', current.level, line)
      continue
    }
    const heading = readHeading(line)
    // "### 标题" then "**押金要不回来？**": inside a section of lines, a bold line is one of them.
    const boldContent =
      heading !== null &&
      heading.level === 7 &&
      current.key !== null &&
      LINE_SECTIONS.includes(current.key) &&
      sectionOf(heading.text) === null &&
      !isExplicitBeatHeading(heading.text)
    if (heading && !boldContent) {
      const key = sectionOf(heading.text)
      const inBeats = current.key === 'beats'
      if (isExplicitBeatHeading(heading.text)) {
        if (inBeats) current.lines.push(line)
        else open('beats', '', heading.level - 1, line)
      } else if (inTimed && heading.level > current.level && fieldOf(heading.text) && (!key || key === 'beats')) {
        current.lines.push(line) // "**画面：**" on its own line
      } else if (inBeats && heading.level > current.level && (!key || key === 'beats')) {
        current.lines.push(line)
      } else {
        open(key, heading.text, heading.level)
      }
      continue
    }
    // "Hashtags: #a #b" or "**CTA**: follow me" — a section written inline as a labelled line. Inside
    // revision notes a labelled line is a note ("Punchier hook: …", "已强化开场钩子：…"), never a section.
    const labelled = current.key === 'notes' ? null : readLabelled(line)
    // "Caption: …" after a call to action that has its on-screen text is the post's caption.
    const postCaption =
      labelled !== null && current.key === 'callToAction' && isPostCaption(line, labelled.label, current.lines)
    if (labelled && (postCaption || !(inTimed && fieldOf(labelled.label)))) {
      const key = sectionOf(labelled.label)
      // The label's own words, without a timing such as "(4s)" or "（0-3秒）", are a heading's few.
      const words = labelled.label.replace(/[(（][^)）]*[)）]/g, '').trim()
      // Inside a caption, "📌 The ending: …" or "结尾：…" is one of its lines: the timed sections
      // come before the caption, so a label naming one of them does not end it.
      const captionLine = current.key === 'caption' && key !== null && (TIMED.includes(key) || key === 'titles')
      if (key && key !== 'beats' && !captionLine && words.length <= 16 && !/^\s*\d/.test(line)) {
        open(key, labelled.label, 7, labelled.value)
        continue
      }
    }
    current.lines.push(line)
  }
  return blocks
}

const textLines = (lines: string[]) =>
  lines
    .filter((l) => l.trim() && !isRule(l))
    .map((l) => cleanText(stripBullet(l)))
    .filter(Boolean)

const emptyBeat = (): ScriptBeat => ({ label: '', shot: '', voice_over: '', on_screen_text: '', seconds: 0 })

function finishBeat(draft: DraftBeat | undefined, name: string, warnings: string[]): ScriptBeat {
  const beat: DraftBeat = draft ?? { ...emptyBeat(), seconds: null }
  if (beat.seconds === null || !Number.isFinite(beat.seconds) || beat.seconds <= 0) {
    const hasText = Boolean(beat.voice_over || beat.on_screen_text)
    if (draft && hasText) warnings.push(`${name}: seconds missing, estimated from the voice-over`)
    return { ...beat, seconds: hasText ? estimateSpeechSeconds(beat.voice_over || beat.on_screen_text) : 0 }
  }
  return { ...beat, seconds: Math.round(beat.seconds * 10) / 10 }
}

/**
 * Markdown → structure, tolerant of what models do: heading variants in zh or en, bold lines or
 * 【labels】 as headings, tables instead of bullets, missing seconds, code fences, extra prose.
 * Never throws; returns what it could read plus warnings.
 */
export function parseScriptMarkdown(markdown: string): ParsedScript {
  try {
    return parseOrThrow(markdown)
  } catch (error) {
    // A parser bug must not lose a generation: the raw Markdown is stored regardless.
    const script: Script = {
      titles: [],
      hook: emptyBeat(),
      beats: [],
      call_to_action: emptyBeat(),
      hashtags: [],
      cover_text: '',
      caption: null,
      notes: [],
    }
    return {
      script,
      warnings: [`could not parse: ${(error as Error).message}`],
      missing: ['titles', 'hook', 'beat', 'call_to_action', 'hashtags', 'cover_text'],
      complete: false,
      sections: [],
    }
  }
}

/** How many different script fields (shot, voice-over, on-screen text, seconds) label lines of `lines`. */
function fieldKinds(lines: string[]): number {
  const kinds = new Set<string>()
  for (const line of lines) {
    const labelled = readLabelled(line)
    const field = labelled ? fieldOf(labelled.label) : null
    // "字幕" alone is no shot list: a post can name its text overlay.
    if (field && field !== 'on_screen_text') kinds.add(field)
  }
  return kinds.size
}

const FENCE = /^\s*(```|~~~)/

/** Section headings among `lines`: how much of a script a stretch of the answer holds. */
const sectionCount = (lines: string[]) =>
  lines.filter((line) => {
    const heading = readHeading(line)
    return heading !== null && (sectionOf(heading.text) !== null || isExplicitBeatHeading(heading.text))
  }).length

/**
 * The answer's lines without code fences. When the script is fenced ("Here you go: ```markdown …
 * ``` Hope it helps!"), only the fence that holds the most sections is read, so the prose around it
 * ends up in no section; a fence left open (a cut-off answer) runs to the end.
 */
function unfence(lines: string[], warnings: string[]): string[] {
  const fences: Array<[number, number]> = []
  for (let i = 0; i < lines.length; i += 1) {
    if (!FENCE.test(lines[i])) continue
    const close = lines.findIndex((line, j) => j > i && FENCE.test(line))
    const end = close < 0 ? lines.length : close
    fences.push([i + 1, end])
    i = end
  }
  const plain = lines.filter((line) => !FENCE.test(line))
  if (fences.length === 0) return plain
  const [start, end] = fences.reduce((best, fence) =>
    sectionCount(lines.slice(...fence)) > sectionCount(lines.slice(...best)) ? fence : best,
  )
  const inside = lines.slice(start, end)
  const outside = [...lines.slice(0, Math.max(0, start - 1)), ...lines.slice(end + 1)]
  if (sectionCount(inside) === 0 || sectionCount(inside) <= sectionCount(outside)) return plain
  if (textLines(outside.filter((line) => !FENCE.test(line))).length > 0)
    warnings.push('ignored text outside the code fence')
  return inside
}

function parseOrThrow(markdown: string): ParsedScript {
  const warnings: string[] = []
  const lines = unfence(
    String(markdown ?? '')
      .replace(/\r\n?/g, '\n')
      .split('\n'),
    warnings,
  )
  const blocks = splitBlocks(lines)
  // "## 正文" is a Xiaohongshu post's body, or a video's main part: one whose lines are shots and
  // voice-over ("画面：…", "口播：…") is the beats.
  for (const block of blocks) if (block.key === 'caption' && fieldKinds(block.lines) >= 2) block.key = 'beats'

  const found = new Map<SectionKey, Block[]>()
  for (const block of blocks) {
    if (block.key) found.set(block.key, [...(found.get(block.key) ?? []), block])
    else if (block.heading) warnings.push(`ignored unknown section "${block.heading}"`)
    else if (textLines(block.lines).length > 0) warnings.push('ignored text before the first section')
  }
  const linesOf = (key: SectionKey) => (found.get(key) ?? []).flatMap((b) => b.lines)
  const headingOf = (key: SectionKey) => found.get(key)?.[0]?.heading ?? ''

  const timed = (key: SectionKey, multiple: boolean) =>
    (found.get(key) ?? []).flatMap((block) => readTimedLines(block.lines, block.heading, multiple))

  // A table under the hook's heading is read row by row: the first row is the hook, the rest are beats.
  const hookRows = timed('hook', false)
  let hookDraft: DraftBeat | undefined = hookRows[0]
  const beatDrafts = [...hookRows.slice(1), ...timed('beats', true)]
  let ctaDraft: DraftBeat | undefined = timed('callToAction', false)[0]
  // One list for everything ("| 开头 | … |", "**Scene 1 – Hook (0-3s)**", …, "| 结尾 | … |"): the
  // rows named as the hook and the call to action are those sections when the answer has no other.
  if (!hookDraft && beatDrafts.length > 1 && sectionOf(beatDrafts[0].label) === 'hook') hookDraft = beatDrafts.shift()
  if (!ctaDraft && beatDrafts.length > 1 && sectionOf(beatDrafts[beatDrafts.length - 1].label) === 'callToAction')
    ctaDraft = beatDrafts.pop()

  // Titles keep their emoji and brackets (Xiaohongshu titles are made of them); only markup goes.
  const titles = linesOf('titles')
    .filter((l) => l.trim() && !isRule(l))
    .map((t) => stripMarkup(stripNumbering(stripBullet(t))).replace(/^["“「]([^"”」]*)["”」]$/, '$1'))
  const h1 = blocks.find((b) => b.level === 1 && !b.key)?.heading
  if (titles.length === 0 && h1) titles.push(h1)

  // The layout defines the hook as the first 3 seconds; a hook without timing is exactly that.
  if (hookDraft && hookDraft.seconds === null) hookDraft.seconds = 3
  const script: Script = {
    titles: titles.filter(Boolean).slice(0, 10),
    hook: finishBeat(hookDraft, 'hook', warnings),
    beats: beatDrafts.map((beat, i) => finishBeat(beat, `beat ${i + 1}`, warnings)),
    call_to_action: finishBeat(ctaDraft, 'call to action', warnings),
    hashtags: readHashtags(linesOf('hashtags').join('\n')),
    cover_text: textLines(linesOf('coverText')).join(' '),
    caption: linesOf('caption').join('\n').trim() || null,
    notes: textLines(linesOf('notes')),
  }
  if (!headingOf('hook') && !hookDraft) warnings.push('missing section: hook')
  if (script.beats.length === 0) warnings.push('missing section: beats')
  if (!ctaDraft) warnings.push('missing section: call to action')
  if (script.titles.length === 0) warnings.push('missing section: titles')
  if (script.hashtags.length === 0) warnings.push('missing section: hashtags')
  if (!script.cover_text) warnings.push('missing section: cover text')

  const said = (beat: ScriptBeat) => Boolean(beat.voice_over.trim() || beat.on_screen_text.trim())
  const missing: CheckSection[] = []
  if (script.titles.length === 0) missing.push('titles')
  if (!said(script.hook)) missing.push('hook')
  if (script.beats.length === 0) missing.push('beat')
  if (!said(script.call_to_action)) missing.push('call_to_action')
  if (script.hashtags.length === 0) missing.push('hashtags')
  if (!script.cover_text) missing.push('cover_text')

  const lastBeats = blocks.reduce((last, block, i) => (block.key === 'beats' || block.key === 'hook' ? i : last), -1)
  const pastBeats =
    Boolean(ctaDraft) ||
    blocks.some(
      (block, i) =>
        i > lastBeats && block.key !== null && AFTER_BEATS.includes(block.key) && textLines(block.lines).length > 0,
    )
  const complete = script.beats.length > 0 && pastBeats
  const sections = [...new Set(blocks.flatMap((block) => (block.key ? [block.key] : [])))]
  return { script, warnings, missing, complete, sections }
}
