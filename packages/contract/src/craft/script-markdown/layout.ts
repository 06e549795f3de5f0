import type { ScriptLanguage as Language } from '../platform-rules'

/**
 * The one section layout every engine streams (docs/script-format.md). The renderer writes these
 * labels; the parser accepts them plus the variants in `sectionAliases` / `fieldAliases`.
 */
export const sectionHeadings = {
  zh: {
    titles: '标题备选',
    hook: '开场钩子（前 3 秒）',
    beats: '分镜脚本',
    callToAction: '结尾引导',
    hashtags: '话题标签',
    coverText: '封面文字',
    caption: '发布文案',
    notes: '修改说明',
  },
  en: {
    titles: 'Title options',
    hook: 'Hook (first 3 s)',
    beats: 'Beats',
    callToAction: 'Call to action',
    hashtags: 'Hashtags',
    coverText: 'Cover text',
    caption: 'Caption',
    notes: 'Revision notes',
  },
} satisfies Record<Language, Record<SectionKey, string>>

export type SectionKey = 'titles' | 'hook' | 'beats' | 'callToAction' | 'hashtags' | 'coverText' | 'caption' | 'notes'
export type FieldKey = 'shot' | 'voice_over' | 'on_screen_text' | 'seconds'

export const fieldLabels: Record<Language, Record<FieldKey, string>> = {
  zh: { shot: '画面', voice_over: '口播', on_screen_text: '字幕', seconds: '时长' },
  en: { shot: 'Shot', voice_over: 'Voice-over', on_screen_text: 'On-screen text', seconds: 'Duration' },
}

/** "镜头 2 · 看清合同"; a beat without a label (a table with no name column) is its number alone. */
export const beatHeading = (language: Language, index: number, label: string): string => {
  const numbered = language === 'zh' ? `镜头 ${index}` : `Beat ${index}`
  return label.trim() ? `${numbered} · ${label}` : numbered
}

export const secondsText = (language: Language, seconds: number): string =>
  language === 'zh' ? `${seconds} 秒` : `${seconds} s`

/**
 * Words that identify a section heading, checked in this order (first match wins) so that
 * "封面标题" is the cover, not the titles, and "结尾引导" is the CTA, not a beat.
 */
export const sectionAliases: Array<[SectionKey, RegExp]> = [
  ['coverText', /封面|cover|thumbnail/i],
  ['hashtags', /话题|标签|hashtag|\btags?\b|#/i],
  ['callToAction', /结尾|引导|行动号召|互动|call[\s-]*to[\s-]*action|\bcta\b|outro|closing|ending/i],
  ['hook', /钩子|开场|开头|黄金\s*3|hook|opening|intro/i],
  ['titles', /标题|title/i],
  ['caption', /文案|正文|描述|caption|description|post\s*(body|text)?|note\s*body/i],
  ['notes', /修改|说明|备注|注意|revision|notes?\b|changes/i],
  ['beats', /分镜|镜头|脚本|场景|内容|主体|beats?|scenes?|shots?|storyboard|body|script|outline/i],
]

/** Field names a model may use, zh and en, checked in this order. */
export const fieldAliases: Array<[FieldKey, RegExp]> = [
  [
    'on_screen_text',
    /字幕|花字|屏幕文字|屏幕文案|文字|on[\s-]*screen|text\s*overlay|overlay|subtitle|caption|\bost\b|super/i,
  ],
  ['voice_over', /口播|旁白|台词|配音|解说|voice[\s-]*over|\bvo\b|narration|script|line|dialogue|says?/i],
  ['shot', /画面|镜头|分镜|场景|拍摄|景别|shot|visuals?|scene|camera|b[\s-]*roll/i],
  ['seconds', /时长|秒数|时间|duration|seconds?|time|length|timing/i],
]
