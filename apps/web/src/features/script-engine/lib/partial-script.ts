import type { Script, ScriptBeat } from '@hookline/contract'
import { markdownBlocks } from './markdown-blocks'

/**
 * The part of a script that has streamed so far, read from its Markdown (docs/script-format.md) so
 * the live view can draw it in the layout the finished version uses (cards, shot table) and the
 * page does not jump when the stream ends. Only the layout the engines are asked for is read; an
 * answer in another shape (a table, unknown headings) gives null and is shown as Markdown.
 */
export interface PartialScript {
  script: Script
  /** Which timed sections have begun: the view leaves out the ones still to come. */
  arrived: { hook: boolean; callToAction: boolean }
}

type Section = 'titles' | 'hook' | 'beats' | 'callToAction' | 'hashtags' | 'coverText' | 'caption' | 'notes'
type Field = 'shot' | 'voice_over' | 'on_screen_text' | 'seconds'

/** The section headings' words, zh and en, first match wins (the cover before the titles, the CTA before a beat). */
const SECTIONS: Array<[Section, RegExp]> = [
  ['coverText', /封面|cover|thumbnail/i],
  ['hashtags', /话题|标签|hashtag|\btags?\b/i],
  ['callToAction', /结尾|引导|call[\s-]*to[\s-]*action|\bcta\b/i],
  ['hook', /钩子|开场|hook/i],
  ['titles', /标题|title/i],
  ['caption', /文案|caption/i],
  ['notes', /修改说明|revision notes|notes?\b/i],
  ['beats', /分镜|镜头|beats?|shots?/i],
]
const FIELDS: Array<[Field, RegExp]> = [
  ['on_screen_text', /字幕|花字|on[\s-]*screen/i],
  ['voice_over', /口播|旁白|voice[\s-]*over/i],
  ['shot', /画面|shot|visuals?/i],
  ['seconds', /时长|duration|seconds?/i],
]

const MARKS = /\*\*|__|`|~~/g
const clean = (text: string) => text.replace(MARKS, '').trim()
const emptyBeat = (label = ''): ScriptBeat => ({ label, shot: '', voice_over: '', on_screen_text: '', seconds: 0 })
const sectionOf = (heading: string) => SECTIONS.find(([, pattern]) => pattern.test(heading))?.[0] ?? null
const fieldOf = (label: string) => FIELDS.find(([, pattern]) => pattern.test(label))?.[0] ?? null
/** "镜头 2 · 看房" / "Beat 2 · Viewing" → "看房" / "Viewing". */
const beatLabel = (heading: string) =>
  heading.replace(/^(?:镜头|分镜|beat|shot|scene)\s*\d+\s*(?:[·:：.\-–—]\s*)?/i, '').trim() || heading

export function partialScript(markdown: string): PartialScript | null {
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
  const arrived = { hook: false, callToAction: false }
  let section: Section | null = null
  let known = false
  let beat: ScriptBeat | null = null

  const target = (): ScriptBeat | null =>
    section === 'hook' ? script.hook : section === 'callToAction' ? script.call_to_action : beat
  const addLine = (text: string) => {
    const line = clean(text)
    if (!line) return
    if (section === 'titles') script.titles.push(line)
    else if (section === 'hashtags')
      script.hashtags.push(
        ...line
          .split(/\s+/)
          .map((tag) => tag.replace(/^[#＃]+/, ''))
          .filter(Boolean),
      )
    else if (section === 'coverText') script.cover_text = script.cover_text ? `${script.cover_text} ${line}` : line
    else if (section === 'caption') script.caption = script.caption ? `${script.caption}\n${line}` : line
    else if (section === 'notes') script.notes.push(line)
  }

  for (const block of markdownBlocks(markdown)) {
    if (block.source.startsWith('|')) return null
    if (block.kind === 'heading' && block.level === 2) {
      section = sectionOf(block.text)
      if (!section) return null
      known = true
      beat = null
      if (section === 'hook') arrived.hook = true
      if (section === 'callToAction') arrived.callToAction = true
      continue
    }
    if (!known) return null
    if (block.kind === 'heading') {
      if (section !== 'beats') continue
      beat = emptyBeat(beatLabel(clean(block.text)))
      script.beats.push(beat)
      continue
    }
    if (block.kind === 'field') {
      const field = fieldOf(block.label)
      const into = target()
      if (field && into) {
        if (field === 'seconds') into.seconds = Number(/\d+(?:\.\d+)?/.exec(block.text)?.[0] ?? 0)
        else into[field] = clean(block.text)
        continue
      }
    }
    addLine(block.text)
  }
  return known ? { script, arrived } : null
}
