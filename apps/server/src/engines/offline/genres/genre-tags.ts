import type { Language } from '@hookline/contract'
import type { DraftContext } from '../context'
import { MUSIC_WORDS } from './heard/heard-reading'
import { reacts } from './reading'

/**
 * The tags each genre's viewers search for, and the words it adds to a topic's phrase (hashtags.ts
 * writes them): news by its domain, a match as sport; anything else by its field first (byField),
 * then by its genre (genres/<genre>/).
 */
export interface GenreTags {
  kind: (c: DraftContext, language: Language) => string[]
  compound: (c: DraftContext, language: Language) => string[]
}

/**
 * What a video is about decides the tags its viewers search before the format's: a makeup look is
 * #美妆, not only #干货分享 #涨知识; a recipe #美食, a workout #健身, a film #影视. The first domain whose words
 * the topic uses wins and gives its field's tag, and a tutorial or a how-to also the field's how-to
 * tag (#化妆教程, #recipe). None fits → the format's tags alone, as before.
 */
const TOPIC_DOMAINS: {
  words: RegExp
  /** `reaction`: what a talking head about one of its works is searched as (#动漫解说), after the field. */
  tags: Record<Language, { field: string; howTo: string; reaction?: string }>
}[] = [
  {
    words: /化妆|妆容|[淡浓彩底眼唇]妆|口红|眼影|粉底|腮红|美妆|makeup|lipstick|eyeshadow|eyeliner|mascara/i,
    tags: { zh: { field: '美妆', howTo: '化妆教程' }, en: { field: 'makeup', howTo: 'makeuptutorial' } },
  },
  {
    words: /护肤|面膜|防晒|精华液|保湿|祛痘|skincare|skin care|sunscreen|serum|moisturi[sz]er|acne/i,
    tags: { zh: { field: '护肤', howTo: '护肤教程' }, en: { field: 'skincare', howTo: 'skincareroutine' } },
  },
  {
    words: /穿搭|显瘦|衣服搭配|衣橱|outfits?|ootd|fashion|wardrobe/i,
    tags: { zh: { field: '穿搭', howTo: '穿搭教程' }, en: { field: 'fashion', howTo: 'ootd' } },
  },
  {
    words:
      /做饭|菜谱|食谱|家常菜|烘焙|蛋糕|面包|早餐|火锅|美食|咖啡(?!机|豆机)|奶茶|手冲|热红酒|调酒|特调|饮品|recipes?|cooking|baking|\bbake|cake|cheesecake|pasta|breakfast|coffee(?! (?:maker|machine|grinder))|latte|cocktails?|mocktails?|mulled wine/i,
    tags: { zh: { field: '美食', howTo: '美食教程' }, en: { field: 'food', howTo: 'recipe' } },
  },
  {
    words: /减肥|减脂|瘦身|(?<!显)瘦(?!肉)|weight loss|fat loss|lose weight/i,
    tags: { zh: { field: '减肥', howTo: '减脂' }, en: { field: 'weightloss', howTo: 'fatloss' } },
  },
  {
    words:
      /健身|增肌|跑步|瑜伽|马拉松|workouts?|fitness|\bgym\b|(?:start|go|started|morning|daily|trail)\s+running|\brunning\s+(?:tips|shoes|form|plan|routine)|\brunners?\b|marathon|jogging|yoga/i,
    tags: { zh: { field: '健身', howTo: '健身教程' }, en: { field: 'fitness', howTo: 'workout' } },
  },
  {
    words: /旅行|旅游|景点|自驾游|民宿|travel|trip|itinerary|backpacking/i,
    tags: { zh: { field: '旅行', howTo: '旅游攻略' }, en: { field: 'travel', howTo: 'traveltips' } },
  },
  {
    words:
      /理财|存钱|存下|存款|省钱|攒钱|基金|副业|记账|personal finance|budgeting|saving money|savings|investing|index funds/i,
    tags: { zh: { field: '理财', howTo: '省钱攻略' }, en: { field: 'personalfinance', howTo: 'moneytips' } },
  },
  {
    words: /育儿|宝宝(?!们)|带娃|亲子|parenting|toddlers?|newborn/i,
    tags: { zh: { field: '育儿', howTo: '育儿经验' }, en: { field: 'parenting', howTo: 'parentingtips' } },
  },
  {
    // Before film: 「动画电影」 is searched as anime.
    words: /动漫|动画|番剧|新番|二次元|\banime\b|\bmanga\b/i,
    tags: {
      zh: { field: '动漫', howTo: '动漫解说', reaction: '动漫解说' },
      en: { field: 'anime', howTo: 'animereview', reaction: 'animereview' },
    },
  },
  {
    words:
      // "film" as the thing watched, not as filming ("How to film your first vlog").
      /电影|影视|电视剧|剧集|追剧|综艺|纪录片|特摄|影评|观后感|\bmovies?\b|(?<!\bto )\bfilms?\b(?!\s+(?:your|yourself|a|an|the|my|it|this|that|with|on|in)\b)|tv shows?|\bnetflix\b|documentar(?:y|ies)|\b(?:season \d+|episode \d+|finale|sitcoms?)\b/i,
    tags: {
      zh: { field: '影视', howTo: '影视解说', reaction: '影视解说' },
      en: { field: 'movies', howTo: 'moviereview', reaction: 'moviereview' },
    },
  },
  {
    words:
      /(?<!小|益智|亲子)游戏|手游|端游|主机|原神|崩坏|星穹铁道|王者荣耀|英雄联盟|黑神话|塞尔达|宝可梦|\b(?:video games?|gaming|gameplay|playthrough|speedrun|boss fights?|nintendo|zelda|pok[eé]mon|minecraft|elden ring|fortnite|playstation|xbox)\b/i,
    tags: {
      zh: { field: '游戏', howTo: '游戏攻略', reaction: '游戏解说' },
      en: { field: 'gaming', howTo: 'gamingtips', reaction: 'gamereview' },
    },
  },
  {
    words: MUSIC_WORDS,
    tags: {
      zh: { field: '音乐', howTo: '音乐教学', reaction: '音乐推荐' },
      en: { field: 'music', howTo: 'musictutorial', reaction: 'newmusic' },
    },
  },
  {
    words: /猫咪|狗狗|宠物|养猫|养狗|萌宠|\bpets?\b|puppy|kitten/i,
    tags: { zh: { field: '萌宠', howTo: '养宠攻略' }, en: { field: 'pets', howTo: 'petcare' } },
  },
]

function domainTags(c: DraftContext, language: Language): string[] {
  const domain = TOPIC_DOMAINS.find(({ words }) => words.test(c.topic.core))
  if (!domain) return []
  const { field, howTo, reaction } = domain.tags[language]
  if (reacts(c.reading)) return reaction ? [field, reaction] : [field]
  if (c.brief.format === 'tutorial') return [howTo, field]
  return c.shape.kind === 'how' ? [field, howTo] : [field]
}

/** A work or a viral moment is searched for its moments and what people make of it, never as tips. */
const REACTION_COMPOUND_WORDS: Record<Language, string[]> = {
  zh: ['名场面', '解说', '讨论', '观后感'],
  en: ['reaction', 'moments', 'discussion', 'review'],
}

/** A genre's tags after its field's (domainTags). */
export const byField =
  (tags: (c: DraftContext, language: Language) => string[]) => (c: DraftContext, language: Language) => [
    ...domainTags(c, language),
    ...tags(c, language),
  ]
/**
 * A genre tagged as a format is: by its field, then by `tags`, its viewers' tags, most general
 * last; `words`: what it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips).
 */
export const formatTags = (tags: Record<Language, string[]>, words: Record<Language, string[]>): GenreTags => ({
  kind: byField((_, language) => tags[language]),
  compound: (_, language) => words[language],
})
/** A work, a song or a show talked about: by its field, then by `tags`; its words are a reaction's. */
export const talkedAbout = (tags: Record<Language, string[]>): GenreTags => ({
  kind: byField((_, language) => tags[language]),
  compound: (_, language) => REACTION_COMPOUND_WORDS[language],
})
