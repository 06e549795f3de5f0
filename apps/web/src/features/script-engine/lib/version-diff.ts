import { diffArrays, diffChars, diffWords } from 'diff'
import type { Language, Script, ScriptBeat } from '@hookline/contract'

/** A run of text in one pane of the compare: kept, or only on this side. */
export interface DiffPart {
  text: string
  changed: boolean
}

/** How a row of the compare differs: the same, edited, only on the right (added), only on the left (removed). */
export type RowStatus = 'same' | 'changed' | 'added' | 'removed'

export const BEAT_FIELDS = ['voice_over', 'shot', 'on_screen_text', 'seconds'] as const
export type BeatField = (typeof BEAT_FIELDS)[number]

/** One field of a row, as each side shows it; a side without the row has null. */
export interface FieldDiff {
  field: BeatField | 'label' | 'text'
  left: DiffPart[] | null
  right: DiffPart[] | null
  changed: boolean
}

export type RowSection = 'titles' | 'hook' | 'beats' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'

/**
 * One row of the compare: a title, the hook, a beat, the call to action, the hashtags, the cover
 * text or the caption, with its position on each side (null: that side has none).
 */
export interface DiffRow {
  section: RowSection
  left: number | null
  right: number | null
  status: RowStatus
  fields: FieldDiff[]
}

const segmenters = new Map<string, Intl.Segmenter | null>()
/** Word boundaries of the language (Chinese has no spaces between words); null where the runtime has no segmenter. */
function segmenterFor(language: Language): Intl.Segmenter | null {
  if (!segmenters.has(language)) {
    segmenters.set(
      language,
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(language, { granularity: 'word' }) : null,
    )
  }
  return segmenters.get(language)!
}

/** Word-level differences of one text against another: the left pane's runs and the right pane's. */
export function wordDiff(left: string, right: string, language: Language): { left: DiffPart[]; right: DiffPart[] } {
  if (left === right) return { left: [{ text: left, changed: false }], right: [{ text: right, changed: false }] }
  const segmenter = segmenterFor(language)
  const changes = segmenter ? diffWords(left, right, { intlSegmenter: segmenter }) : diffWords(left, right)
  const leftParts: DiffPart[] = []
  const rightParts: DiffPart[] = []
  for (const change of changes) {
    if (!change.added) leftParts.push({ text: change.value, changed: Boolean(change.removed) })
    if (!change.removed) rightParts.push({ text: change.value, changed: Boolean(change.added) })
  }
  return { left: leftParts, right: rightParts }
}

/** How alike two texts are, 0 to 1: the share of their characters a character diff keeps. */
export function similarity(left: string, right: string): number {
  if (left === right) return 1
  const total = left.length + right.length
  if (total === 0) return 1
  let kept = 0
  for (const change of diffChars(left, right)) if (!change.added && !change.removed) kept += change.value.length
  return (2 * kept) / total
}

/** Below this, an edited item is shown as one removed and another added rather than as an edit. */
const ALIKE = 0.4

/**
 * Pairs the items of two lists by content, not position: unchanged items are matched first (a
 * longest common subsequence), then, between two matched ones, each left item is paired with the
 * next right item alike enough to be its edit, in order. So removing one shot leaves every later
 * shot matched with itself, not with its neighbour.
 */
export function alignByContent<T>(
  left: T[],
  right: T[],
  key: (item: T) => string,
  text: (item: T) => string,
): Array<[number | null, number | null]> {
  const pairs: Array<[number | null, number | null]> = []
  let li = 0
  let ri = 0
  let removed: number[] = []
  let added: number[] = []
  const flush = () => {
    let next = 0
    for (const l of removed) {
      let best = -1
      let bestScore = ALIKE
      for (let k = next; k < added.length; k++) {
        const score = similarity(text(left[l]), text(right[added[k]]))
        if (score >= bestScore) {
          best = k
          bestScore = score
          if (score === 1) break
        }
      }
      if (best < 0) {
        pairs.push([l, null])
        continue
      }
      for (let k = next; k < best; k++) pairs.push([null, added[k]])
      pairs.push([l, added[best]])
      next = best + 1
    }
    for (let k = next; k < added.length; k++) pairs.push([null, added[k]])
    removed = []
    added = []
  }
  const changes = diffArrays(left.map(key), right.map(key))
  for (const change of changes) {
    const count = change.count ?? change.value.length
    if (change.removed) {
      for (let k = 0; k < count; k++) removed.push(li++)
    } else if (change.added) {
      for (let k = 0; k < count; k++) added.push(ri++)
    } else {
      flush()
      for (let k = 0; k < count; k++) pairs.push([li++, ri++])
    }
  }
  flush()
  return pairs
}

const beatText = (beat: ScriptBeat) => [beat.label, beat.shot, beat.voice_over, beat.on_screen_text].join('\n')
const beatKey = (beat: ScriptBeat) => `${beatText(beat)}\n${beat.seconds}`

function textField(
  field: FieldDiff['field'],
  left: string | null,
  right: string | null,
  language: Language,
): FieldDiff {
  if (left !== null && right !== null) {
    const diff = wordDiff(left, right, language)
    return { field, ...diff, changed: left !== right }
  }
  return {
    field,
    left: left === null ? null : [{ text: left, changed: right === null ? true : false }],
    right: right === null ? null : [{ text: right, changed: left === null ? true : false }],
    changed: true,
  }
}

const statusOf = (left: number | null, right: number | null, fields: FieldDiff[]): RowStatus =>
  left === null ? 'added' : right === null ? 'removed' : fields.some((field) => field.changed) ? 'changed' : 'same'

function beatRow(
  section: 'hook' | 'beats' | 'call_to_action',
  left: { beat: ScriptBeat; index: number } | null,
  right: { beat: ScriptBeat; index: number } | null,
  language: Language,
): DiffRow {
  const fields: FieldDiff[] = [
    textField('label', left?.beat.label ?? null, right?.beat.label ?? null, language),
    ...BEAT_FIELDS.map((field) =>
      textField(field, left ? String(left.beat[field]) : null, right ? String(right.beat[field]) : null, language),
    ),
  ]
  const leftIndex = left?.index ?? null
  const rightIndex = right?.index ?? null
  return { section, left: leftIndex, right: rightIndex, status: statusOf(leftIndex, rightIndex, fields), fields }
}

function listRows(section: 'titles', left: string[], right: string[], language: Language): DiffRow[] {
  return alignByContent(
    left,
    right,
    (item) => item,
    (item) => item,
  ).map(([l, r]) => {
    const fields = [textField('text', l === null ? null : left[l], r === null ? null : right[r], language)]
    return { section, left: l, right: r, status: statusOf(l, r, fields), fields }
  })
}

function singleRow(
  section: 'hashtags' | 'cover_text' | 'caption',
  left: string | null,
  right: string | null,
  language: Language,
): DiffRow[] {
  const l = left || null
  const r = right || null
  if (l === null && r === null) return []
  const fields = [textField('text', l, r, language)]
  const li = l === null ? null : 0
  const ri = r === null ? null : 0
  return [{ section, left: li, right: ri, status: statusOf(li, ri, fields), fields }]
}

/**
 * Two versions' scripts as rows of a side-by-side compare, in the script's order: titles, hook,
 * beats matched by content, call to action, hashtags, cover text, caption. Each changed field
 * carries its word-level differences.
 */
export function diffScripts(left: Script, right: Script, language: Language): DiffRow[] {
  const beats = alignByContent(left.beats, right.beats, beatKey, beatText).map(([l, r]) =>
    beatRow(
      'beats',
      l === null ? null : { beat: left.beats[l], index: l },
      r === null ? null : { beat: right.beats[r], index: r },
      language,
    ),
  )
  const tags = (script: Script) => script.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ')
  return [
    ...listRows('titles', left.titles, right.titles, language),
    beatRow('hook', { beat: left.hook, index: 0 }, { beat: right.hook, index: 0 }, language),
    ...beats,
    beatRow(
      'call_to_action',
      { beat: left.call_to_action, index: 0 },
      { beat: right.call_to_action, index: 0 },
      language,
    ),
    ...singleRow('hashtags', tags(left), tags(right), language),
    ...singleRow('cover_text', left.cover_text, right.cover_text, language),
    ...singleRow('caption', left.caption, right.caption, language),
  ]
}
