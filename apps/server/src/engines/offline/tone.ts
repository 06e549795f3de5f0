import type { Language } from '@hookline/contract'

export type Tone = 'casual' | 'energetic' | 'professional' | 'humorous' | 'warm' | 'suspenseful'

/** The brief's tone is free text; these words (zh and en) map it to one of the template tones. */
const toneWords: Array<[Tone, RegExp]> = [
  ['humorous', /幽默|搞笑|沙雕|诙谐|有趣|逗|玩梗|funny|humou?r|playful|witty|comedic|meme/i],
  ['professional', /专业|严谨|权威|正式|干货|理性|professional|formal|expert|serious|authoritative/i],
  ['energetic', /激情|热血|燃|兴奋|活力|energetic|hype|excited|upbeat|bold/i],
  ['warm', /温暖|治愈|温柔|走心|感人|warm|gentle|heartfelt|cozy|kind/i],
  ['suspenseful', /悬疑|悬念|神秘|反转|suspense|mystery|thriller|twist/i],
]

export function detectTone(tone: string | undefined): Tone {
  if (!tone) return 'casual'
  for (const [key, pattern] of toneWords) if (pattern.test(tone)) return key
  return 'casual'
}

/** Asides that make a line lighter; chosen by seed so a draft is reproducible. */
export const humorousAsides: Record<Language, string[]> = {
  zh: [
    '（别问我怎么知道的，问就是踩过坑）',
    '（此处应有掌声👏）',
    '（我妈看了都说好）',
    '（不是广告，没人给钱😅）',
    '（建议反复观看，考试要考）',
  ],
  en: [
    "(Ask me how I know. Actually, don't.)",
    '(Applause goes here 👏)',
    '(My mum approved this message.)',
    '(Not sponsored. Sadly.)',
    '(This will be on the test.)',
  ],
}

/** A joke for the close, longest first: the first that asks only for what the platform's screen shows is said. */
export const humorousCta: Record<Language, string[]> = {
  zh: ['不点赞的话，下次踩坑可别说我没提醒你😏', '下次踩坑，可别说我没提醒你😏'],
  en: ["Skip the like and you can't say I didn't warn you 😏", "Don't say I didn't warn you 😏"],
}

export const professionalLine: Record<Language, (slot: (t: string) => string) => string> = {
  zh: (slot) => `从专业角度看，${slot('写下权威出处')}的结论是${slot('写下结论')}。`,
  en: (slot) => `From a professional standpoint, ${slot('name the source')} finds ${slot('state the finding')}.`,
}

export const professionalCta: Record<Language, string> = {
  zh: '需要参考资料的话，评论区留言，我会整理出处发在置顶。',
  en: 'If you want the references, leave a comment and I will pin the sources.',
}

const allAsides = [...humorousAsides.zh, ...humorousAsides.en, ...humorousCta.zh, ...humorousCta.en]

/** Text without emoji, and without the doubled spaces they leave. */
export const withoutEmoji = (text: string) =>
  text
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

/** Removes the template's jokes and emoji and turns exclamations into full stops: a sober register. */
export const sober = (text: string) =>
  withoutEmoji(allAsides.reduce((out, aside) => out.split(aside).join(''), text))
    .replace(/！/g, '。')
    .replace(/!/g, '.')
