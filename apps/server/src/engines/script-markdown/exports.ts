import { PAIRS } from '@hookline/contract/fit-text'
import { PLACEHOLDER } from '@hookline/contract/script-check'
import type { Language, MessageStatus, Script, ScriptBeat, ScriptCheck } from '@hookline/contract'

/**
 * What leaves Hookline as a file. A blank (【…】/[…]) is an instruction to the creator, never words
 * to say or to show: SRT captions leave it out (its time stays a gap, so the lines around it keep
 * their timing) and the teleprompter shows it as a direction in parentheses, the way a script marks
 * what is not read aloud. Markdown and the teleprompter say what the version is (its state) first.
 */

/** The timed sections in speaking order. */
const timedSections = (script: Script): ScriptBeat[] => [script.hook, ...script.beats, script.call_to_action]

const blanks = () => new RegExp(PLACEHOLDER.source, 'g')

/** A blank's own words, without its brackets: "【填入你的城市】" → "填入你的城市". */
const blankWords = (placeholder: string) => placeholder.slice(1, -1).trim()

/** Punctuation and spaces a removed blank leaves at the edge of the words beside it. */
const EDGE_PUNCTUATION = /^[\s，。、；：！？,.;:!?…—-]+|[\s，、；：,;:—-]+$/g

const blankDirection: Record<Language, (words: string) => string> = {
  zh: (words) => `（待填写：${words}）`,
  en: (words) => `(To fill in: ${words})`,
}

/**
 * How many rules make a version need work. Too little written voice-over is what an outline is,
 * so it counts only when nothing else fails (web: features/script-engine/lib/version-state.ts).
 */
function workRules(check: ScriptCheck): number {
  const failing = check.rules.filter((rule) => !rule.ok).map((rule) => rule.id)
  const others = failing.filter((rule) => rule !== 'coverage' || check.placeholder_seconds === 0)
  return (others.length > 0 ? others : failing).length
}

/** Where a version stands, in the words the script page uses (web: scripts.json `state.*`). */
export function stateLine(
  version: { status: MessageStatus; check: ScriptCheck | null },
  language: Language,
): string | null {
  const zh = language === 'zh'
  if (version.status !== 'complete') return zh ? '状态：未完成' : 'Status: Incomplete'
  const check = version.check
  if (!check) return null
  switch (check.state) {
    case 'ready': {
      // A few blanks under an outline's share still leave the creator something to write before
      // shooting: the page lists them beside the state, and the file says so too.
      const blanks = check.placeholders
      if (blanks === 0) return zh ? '状态：可以拍' : 'Status: Ready'
      return zh
        ? `状态：可以拍 · 还有 ${blanks} 处空白待你填写`
        : `Status: Ready · ${blanks} ${blanks === 1 ? 'blank' : 'blanks'} left for you to fill in`
    }
    case 'outline': {
      const seconds = Math.max(1, Math.round(check.placeholder_seconds))
      return zh
        ? `状态：提纲 · 还有 ${seconds} 秒口播待你填写`
        : `Status: Outline · ${seconds} s of voice-over left to write`
    }
    case 'needs_work': {
      const failing = workRules(check)
      return zh
        ? `状态：需要修改 · ${failing} 项检查未通过`
        : `Status: Needs work · ${failing} ${failing === 1 ? 'check fails' : 'checks fail'}`
    }
  }
}

/**
 * Teleprompter text: the voice-over only, one paragraph per section; a blank stands on its own
 * line as a direction in parentheses. `state` (stateLine) opens it, as a direction too.
 */
export function toTeleprompterText(script: Script, language: Language, state: string | null = null): string {
  const paragraphs = timedSections(script)
    .map((beat) =>
      beat.voice_over
        .replace(blanks(), (placeholder) => `\n${blankDirection[language](blankWords(placeholder))}\n`)
        .split('\n')
        .map((line) => line.replace(EDGE_PUNCTUATION, (edge, offset: number) => (offset === 0 ? '' : edge)).trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
  if (paragraphs.length === 0) return ''
  const head = state ? [language === 'zh' ? `（${state}）` : `(${state})`] : []
  return `${[...head, ...paragraphs].join('\n\n')}\n`
}

function srtTime(ms: number): string {
  const total = Math.max(0, Math.round(ms))
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  const h = Math.floor(total / 3_600_000)
  const m = Math.floor((total % 3_600_000) / 60_000)
  const s = Math.floor((total % 60_000) / 1000)
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(total % 1000, 3)}`
}

/**
 * Caption lines longer than this are split at sentence or clause punctuation; ~20 CJK
 * characters or ~42 Latin characters is what fits one subtitle line on a phone.
 */
const MAX_CUE_WEIGHT = 42

const cueWeight = (text: string) =>
  [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0)

/**
 * Clauses of `text`, each ending at sentence or clause punctuation that stands outside quotes and
 * brackets: 「神作之月！十年前的奇迹」 is one piece, never two cues with a quote open in each.
 */
function clauses(text: string): string[] {
  const pieces: string[] = []
  const open: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (open.length > 0 && PAIRS[open[open.length - 1]] === ch) open.pop()
    else if (PAIRS[ch] && !(ch === '"' && open.includes('"'))) open.push(ch)
    else if (open.length === 0 && /[。！？!?；;.，,]/.test(ch) && !/[。！？!?；;.，,]/.test(text[i + 1] ?? '')) {
      pieces.push(text.slice(start, i + 1))
      start = i + 1
    }
  }
  if (start < text.length) pieces.push(text.slice(start))
  return pieces
}

function splitCues(text: string): string[] {
  const sentences = clauses(text)
  const cues: string[] = []
  for (const piece of sentences.map((s) => s.trim()).filter(Boolean)) {
    const last = cues[cues.length - 1]
    if (last && cueWeight(last) + cueWeight(piece) <= MAX_CUE_WEIGHT)
      cues[cues.length - 1] = `${last} ${piece}`.replace(/([\u3000-\u9fff，。！？]) /g, '$1')
    else cues.push(piece)
  }
  return cues
}

/** A stretch of a section's time: a caption line, or a blank's gap (`text` null) with no caption. */
interface Stretch {
  text: string | null
  weight: number
}

/** A section's voice-over as caption lines and the blanks' gaps between them, in order. */
function stretches(text: string): Stretch[] {
  const out: Stretch[] = []
  let at = 0
  const written = (run: string) => {
    const words = run.replace(EDGE_PUNCTUATION, '')
    for (const cue of words ? splitCues(words) : []) out.push({ text: cue, weight: cueWeight(cue) })
  }
  for (const match of text.matchAll(blanks())) {
    written(text.slice(at, match.index))
    out.push({ text: null, weight: cueWeight(match[0]) })
    at = match.index + match[0].length
  }
  written(text.slice(at))
  return out
}

/**
 * SRT captions from the voice-over, timed by each section's seconds: a section's time is shared
 * among its caption lines (and its blanks' gaps) in proportion to their length. A blank is never
 * a caption.
 */
export function toSrt(script: Script): string {
  const cues: string[] = []
  let cursorMs = 0
  for (const beat of timedSections(script)) {
    const durationMs = beat.seconds * 1000
    const pieces = stretches((beat.voice_over || beat.on_screen_text).trim())
    const weightSum = pieces.reduce((sum, piece) => sum + piece.weight, 0)
    let startMs = cursorMs
    pieces.forEach((piece, i) => {
      const endMs = i === pieces.length - 1 ? cursorMs + durationMs : startMs + (durationMs * piece.weight) / weightSum
      if (piece.text !== null)
        cues.push(`${cues.length + 1}\n${srtTime(startMs)} --> ${srtTime(endMs)}\n${piece.text}\n`)
      startMs = endMs
    })
    cursorMs += durationMs
  }
  return cues.join('\n')
}

/** A Markdown section's heading line: "## 修改说明". */
const NOTES_HEADING = /^#{1,3}\s*(修改说明|revision notes)\s*$/i

/** Markdown without its revision-notes section (notes are internal unless asked for). */
export function withoutNotes(markdown: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => NOTES_HEADING.test(line.trim()))
  if (start < 0) return markdown
  const next = lines.findIndex((line, i) => i > start && /^#{1,2}\s/.test(line))
  const kept = [...lines.slice(0, start), ...(next < 0 ? [] : lines.slice(next))]
  return `${kept.join('\n').trimEnd()}\n`
}

/** The Markdown file: the title line, the state line, then the script. */
export const toMarkdownFile = (body: string, title: string, state: string | null): string =>
  `# ${title.replace(/\s*\n\s*/g, ' ').trim()}\n\n${state ? `${state}\n\n` : ''}${body.trimStart()}`
