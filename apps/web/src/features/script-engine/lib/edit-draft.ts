import { PLACEHOLDER } from '@hookline/contract/script-check'
import type { Script, ScriptBeat } from '@hookline/contract'

/** Hand edits: where each editable text of a version sits, and what the editor derives from it. */

export type BeatField = 'shot' | 'voice_over' | 'on_screen_text'
export type TimedPart = { part: 'hook' } | { part: 'beat'; index: number } | { part: 'call_to_action' }

/** One editable text: a title, a timed section's field, the cover or the caption. */
export type FieldPath =
  | { kind: 'title'; index: number }
  | { kind: 'timed'; at: TimedPart; field: BeatField }
  | { kind: 'cover' }
  | { kind: 'caption' }

export function fieldId(path: FieldPath): string {
  switch (path.kind) {
    case 'title':
      return `edit-title-${path.index}`
    case 'timed':
      return `edit-${path.at.part === 'beat' ? `beat-${path.at.index}` : path.at.part}-${path.field}`
    case 'cover':
      return 'edit-cover'
    case 'caption':
      return 'edit-caption'
  }
}

export function timedBeat(script: Script, at: TimedPart): ScriptBeat {
  return at.part === 'hook'
    ? script.hook
    : at.part === 'call_to_action'
      ? script.call_to_action
      : script.beats[at.index]
}

export function withTimed(script: Script, at: TimedPart, change: Partial<ScriptBeat>): Script {
  if (at.part === 'hook') return { ...script, hook: { ...script.hook, ...change } }
  if (at.part === 'call_to_action') return { ...script, call_to_action: { ...script.call_to_action, ...change } }
  return { ...script, beats: script.beats.map((beat, i) => (i === at.index ? { ...beat, ...change } : beat)) }
}

export function readField(script: Script, path: FieldPath): string {
  if (path.kind === 'title') return script.titles[path.index] ?? ''
  if (path.kind === 'timed') return timedBeat(script, path.at)[path.field]
  return path.kind === 'cover' ? script.cover_text : (script.caption ?? '')
}

export function writeField(script: Script, path: FieldPath, value: string): Script {
  if (path.kind === 'title')
    return { ...script, titles: script.titles.map((title, i) => (i === path.index ? value : title)) }
  if (path.kind === 'timed') return withTimed(script, path.at, { [path.field]: value })
  return path.kind === 'cover' ? { ...script, cover_text: value } : { ...script, caption: value }
}

/** Every editable text of a script, in the order the editor shows them. */
export function fieldPaths(script: Script): FieldPath[] {
  const timed = (at: TimedPart): FieldPath[] =>
    (['voice_over', 'shot', 'on_screen_text'] as const).map((field) => ({ kind: 'timed', at, field }))
  return [
    ...script.titles.map((_, index): FieldPath => ({ kind: 'title', index })),
    ...timed({ part: 'hook' }),
    ...script.beats.flatMap((_, index) => timed({ part: 'beat', index })),
    ...timed({ part: 'call_to_action' }),
    { kind: 'cover' },
    ...(script.caption !== null ? [{ kind: 'caption' } as const] : []),
  ]
}

/** A text cut into plain runs and placeholders (【…】/[…]), for highlighting. */
export function placeholderRuns(text: string): Array<{ text: string; placeholder: boolean; start: number }> {
  const runs: Array<{ text: string; placeholder: boolean; start: number }> = []
  let at = 0
  for (const match of text.matchAll(new RegExp(PLACEHOLDER.source, 'g'))) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), placeholder: false, start: at })
    runs.push({ text: match[0], placeholder: true, start: match.index })
    at = match.index + match[0].length
  }
  if (at < text.length) runs.push({ text: text.slice(at), placeholder: false, start: at })
  return runs
}

/** The placeholders left in a draft, with the field each sits in and where, so the editor can jump to it. */
export function draftPlaceholders(script: Script): Array<{ path: FieldPath; text: string; start: number }> {
  return fieldPaths(script).flatMap((path) =>
    placeholderRuns(readField(script, path))
      .filter((run) => run.placeholder)
      .map((run) => ({ path, text: run.text, start: run.start })),
  )
}

/** "#省钱 #反向消费" or "省钱, 反向消费" → tags without '#'. */
export const parseHashtags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,，、;；]+/)
      .map((tag) => tag.replace(/^[#＃]+|[#＃]+$/g, ''))
      .filter(Boolean),
  ),
]

export const hashtagsText = (tags: string[]): string => tags.map((tag) => `#${tag}`).join(' ')

/** A draft as the server would store it (trimmed), to tell a real change from stray spaces. */
const trimmed = (script: Script): string =>
  JSON.stringify(script, (_, value: unknown) => (typeof value === 'string' ? value.trim() : value))

export const isChanged = (base: Script, draft: Script): boolean => trimmed(base) !== trimmed(draft)
