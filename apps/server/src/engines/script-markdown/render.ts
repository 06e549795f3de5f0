import type { Language, Platform, Script, ScriptBeat } from '@hookline/contract'
import { beatHeading, fieldLabels, secondsText, sectionHeadings } from '@hookline/contract/script-markdown'
import { formatHashtag } from '../platforms'

export interface RenderOptions {
  language: Language
  platform: Platform
}

const colon = (language: Language) => (language === 'zh' ? '：' : ': ')

/** Newlines inside a field would break the one-field-per-line layout the parser relies on. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim()

function beatFields(beat: ScriptBeat, language: Language): string[] {
  const labels = fieldLabels[language]
  const sep = colon(language)
  return [
    `- ${labels.shot}${sep}${oneLine(beat.shot)}`,
    `- ${labels.voice_over}${sep}${oneLine(beat.voice_over)}`,
    `- ${labels.on_screen_text}${sep}${oneLine(beat.on_screen_text)}`,
    `- ${labels.seconds}${sep}${secondsText(language, beat.seconds)}`,
  ]
}

/** Structure → Markdown in the fixed layout of docs/script-format.md, as a list of lines. */
export function renderScriptLines(script: Script, { language, platform }: RenderOptions): string[] {
  const headings = sectionHeadings[language]
  const lines: string[] = []
  const section = (heading: string, body: string[]) => {
    if (lines.length > 0) lines.push('')
    lines.push(`## ${heading}`, ...body)
  }

  section(
    headings.titles,
    script.titles.map((title, i) => `${i + 1}. ${oneLine(title)}`),
  )
  section(headings.hook, beatFields(script.hook, language))

  const beats: string[] = []
  script.beats.forEach((beat, i) => {
    if (i > 0) beats.push('')
    beats.push(`### ${beatHeading(language, i + 1, oneLine(beat.label))}`, ...beatFields(beat, language))
  })
  section(headings.beats, beats)

  section(headings.callToAction, beatFields(script.call_to_action, language))
  section(headings.hashtags, [script.hashtags.map((tag) => formatHashtag(platform, tag)).join(' ')])
  section(headings.coverText, [oneLine(script.cover_text)])
  if (script.caption) section(headings.caption, script.caption.split('\n'))
  if (script.notes.length > 0)
    section(
      headings.notes,
      script.notes.map((note) => `- ${oneLine(note)}`),
    )
  return lines
}

export const renderScriptMarkdown = (script: Script, options: RenderOptions): string =>
  `${renderScriptLines(script, options).join('\n')}\n`
