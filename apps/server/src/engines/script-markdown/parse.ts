import type { Script, ScriptBeat } from '@hookline/contract'
import { estimateSpeechSeconds } from './durations'
import type { SectionKey } from './layout'
import { readTimedLines, type DraftBeat } from './parse-timed'
import {
  cleanText,
  fieldOf,
  isExplicitBeatHeading,
  isRule,
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
  /** True when the hook, at least one beat and the call to action were found. */
  complete: boolean
}

interface Block {
  key: SectionKey | null
  heading: string
  level: number
  lines: string[]
}

const TIMED: SectionKey[] = ['hook', 'beats', 'callToAction']

/** Splits the document into sections; a heading inside the beats section stays with its beats. */
function splitBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [{ key: null, heading: '', level: 0, lines: [] }]
  const open = (key: SectionKey | null, heading: string, level: number, first?: string) =>
    blocks.push({ key, heading, level, lines: first ? [first] : [] })

  for (const line of lines) {
    const current = blocks[blocks.length - 1]
    const inTimed = current.key !== null && TIMED.includes(current.key)
    const heading = readHeading(line)
    if (heading) {
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
    if (labelled && !(inTimed && fieldOf(labelled.label))) {
      const key = sectionOf(labelled.label)
      if (key && key !== 'beats' && labelled.label.length <= 16 && !/^\s*\d/.test(line)) {
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
    return { script, warnings: [`could not parse: ${(error as Error).message}`], complete: false }
  }
}

function parseOrThrow(markdown: string): ParsedScript {
  const warnings: string[] = []
  const lines = String(markdown ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*```/.test(line))
  const blocks = splitBlocks(lines)

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

  const hookDraft = timed('hook', false)[0]
  const beatDrafts = timed('beats', true)
  const ctaDraft = timed('callToAction', false)[0]

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

  const complete = Boolean(hookDraft) && script.beats.length > 0 && Boolean(ctaDraft)
  return { script, warnings, complete }
}
