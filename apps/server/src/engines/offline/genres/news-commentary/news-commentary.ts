import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { NEWS } from './news-commentary-lines'
import { formatHooks } from '../hook-patterns'
import { noCount, type CaptionFrame, type FormatKit } from '../kit'
import { NEWS_COMMENTARY_TITLES } from './news-commentary-titles'

/**
 * News goes what happened → the background → the sides → the creator's take → what it means
 * (news-commentary-lines.ts). What happened, the take and what it means are shared by the news an
 * announcement and a match are.
 */
export const whatHappened: BeatKind = { weight: 1, keep: true, lines: NEWS.whatHappened }
export const take: BeatKind = { weight: 1.2, keep: true, lines: NEWS.take }
export const meaning: BeatKind = { weight: 0.9, lines: NEWS.meaning }

const beats: BeatKind[] = [
  whatHappened,
  { weight: 1, lines: NEWS.background },
  { weight: 1.1, core: true, lines: NEWS.view },
  take,
  meaning,
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['热点', '新闻解读', '观点', '时事', '社会热点'],
  en: ['news', 'explained', 'currentevents', 'opinion', 'breakingnews'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['热点', '解读', '新闻', '观点'],
  en: ['news', 'explained', 'update', 'debate'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '我的看法都在视频里👇', note: '说说我的看法，欢迎一起讨论～' },
  en: { post: 'My take is in the video 👇', note: 'here is my take.' },
}

/**
 * What a story is about decides the news tags its viewers search: a concert is #娱乐热点, a match
 * #体育, not #社会热点. The first domain whose words the topic uses wins; none → the general tags.
 */
const NEWS_DOMAINS: { words: RegExp; tags: Record<Language, string[]> }[] = [
  {
    words:
      /演唱会|明星|电影|电视剧|综艺|歌手|票房|偶像|娱乐|官宣|恋情|专辑|concert|album|movie|film|box office|celebrity|singer|actor|actress/i,
    tags: { zh: ['娱乐热点', '娱乐'], en: ['entertainment', 'popculture'] },
  },
  {
    words:
      /国足|足球|篮球|NBA|CBA|奥运|世界杯|冠军|联赛|夺冠|金牌|世预赛|中超|欧冠|网球|football|soccer|basketball|olympic|world cup|championship|tournament/i,
    tags: { zh: ['体育', '体育热点'], en: ['sports', 'sportsnews'] },
  },
  {
    words:
      /发布会|手机|芯片|人工智能|大模型|华为|苹果|iPhone|小米|特斯拉|新能源|科技|\bAI\b|chip|smartphone|startup|OpenAI|Google|Microsoft|Tesla|\btech/i,
    tags: { zh: ['科技', '科技热点'], en: ['tech', 'technews'] },
  },
  {
    words:
      /股市|A股|房价|楼市|降息|加息|经济|GDP|油价|工资|通胀|关税|stock market|inflation|interest rate|economy|tariff|housing market/i,
    tags: { zh: ['财经', '经济'], en: ['finance', 'economy'] },
  },
]

/** A news story's tags: its domain's first, then the general news tags (#社会热点 only when no domain fits). */
function newsTags(topic: string, language: Language): string[] {
  const domain = NEWS_DOMAINS.find(({ words }) => words.test(topic))
  const general = TAGS[language]
  return domain ? [...domain.tags[language], ...general.filter((tag) => tag !== '社会热点')] : general
}

/** News keeps what happened, the background, the views and a take at every length; it is tagged by its domain. */
export const newsCommentary: FormatKit = {
  beats,
  counted: noCount,
  readAs: null,
  prompt: () => ({ zh: '你更认同哪种看法？评论区说说。', en: 'Which view is yours? Comment below.' }),
  hooks: formatHooks(['news', 'question', 'contrarian']),
  tags: {
    kind: (c, language) => newsTags(c.topic.core, language),
    compound: (_, language) => WORDS[language],
  },
  caption: (_, language) => CAPTION[language],
  titles: NEWS_COMMENTARY_TITLES,
  retoldAs: null,
  hookCount: null,
}
