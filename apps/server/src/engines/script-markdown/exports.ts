import type { Script, ScriptBeat } from '@hookline/contract'
import { PAIRS } from '../text-pairs'

/** The timed sections in speaking order. */
const timedSections = (script: Script): ScriptBeat[] => [script.hook, ...script.beats, script.call_to_action]

/** Teleprompter text: the voice-over only, one paragraph per section, nothing to read aloud by mistake. */
export function toTeleprompterText(script: Script): string {
  const paragraphs = timedSections(script)
    .map((beat) => beat.voice_over.trim())
    .filter(Boolean)
  return paragraphs.length > 0 ? `${paragraphs.join('\n\n')}\n` : ''
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

/**
 * SRT captions from the voice-over, timed by each section's seconds: a section's time is shared
 * among its caption lines in proportion to their length.
 */
export function toSrt(script: Script): string {
  const cues: string[] = []
  let cursorMs = 0
  for (const beat of timedSections(script)) {
    const durationMs = beat.seconds * 1000
    const text = (beat.voice_over || beat.on_screen_text).trim()
    const pieces = text ? splitCues(text) : []
    const weights = pieces.map(cueWeight)
    const weightSum = weights.reduce((a, b) => a + b, 0)
    let startMs = cursorMs
    pieces.forEach((piece, i) => {
      const endMs = i === pieces.length - 1 ? cursorMs + durationMs : startMs + (durationMs * weights[i]) / weightSum
      cues.push(`${cues.length + 1}\n${srtTime(startMs)} --> ${srtTime(endMs)}\n${piece}\n`)
      startMs = endMs
    })
    cursorMs += durationMs
  }
  return cues.join('\n')
}
