import { findClaims, type Language } from '@hookline/contract'
import { textLength } from '@hookline/contract'
import type { DraftContext } from './context'
import { GENRES } from './genres'
import { reacts } from './genres/reading'
import { isListNoun } from './topic'

/**
 * Hashtags from the topic's own words, then tags viewers of the format search for. A tag is
 * always whole words (never "#ILearnedCook"), never the format's name ("#口播", "#TalkingHead")
 * and never a platform's name except where that is the convention (#shorts, from the platform
 * profile). Tags are stored bare; the renderer writes #tag or Weibo's #tag#.
 */

/** One person's illness is their story, never an event (#确诊癌症事件). */
const PERSONAL_COMPOUND_WORDS: Record<Language, string[]> = {
  zh: ['经历', '日记', '记录', '心路'],
  en: ['story', 'journey', 'diary', 'life'],
}
const SOBER_COMPOUND_WORDS: Record<Language, string[]> = {
  zh: ['事件', '进展', '最新', '追踪'],
  en: ['news', 'update', 'latest', 'coverage'],
}

/** A death, a disaster or a crime is not tagged #干货分享 or #worthit: news tags whatever the format. */
const SOBER_NEWS: Record<Language, string[]> = {
  zh: ['社会新闻', '新闻', '时事', '关注'],
  en: ['news', 'currentevents', 'awareness', 'community'],
}
/** One person's experience of an illness is not news: it is tagged as a story of one's life. */
const PERSONAL_TAGS: Record<Language, string[]> = {
  zh: ['真实经历', '生活记录', '关注健康'],
  en: ['mystory', 'reallife', 'health'],
}
/** Words that carry no topic on their own: a tag of them is noise. They also end a run of words. */
const EN_STOP = new Set(
  (
    'a an the and or but of to for in on at by from with without into over under about after before vs versus is are am was were be been being ' +
    'why how what when where who whom whose which whether do does did done can could should would will shall may might must has have had ' +
    "it its it's this that these those i me my we our you your they their he his she her them us not no yes " +
    'just really actually finally still even ever never always very so too more most less much many every all any some ' +
    'make makes made get gets got go goes going went know need needs try tried tested use used learned learnt want wish think ' +
    // Starting is not searched for: "Start a podcast" is #Podcast, "start running" #Running.
    'start starts started starting begin begins began ' +
    'worth better best top new old first last next one two three four five six seven eight nine ten ' +
    'day days week weeks month months year years today time times people things stuff way ways ' +
    'tips tricks mistakes reasons facts truths steps lessons signs secrets myths points explained explain review reviewed honest truth life ' +
    'nobody everyone everybody someone anyone tell tells say says said minute minutes second seconds hour hours ' +
    'announces announced unveils unveiled launches launched releases released confirms confirmed wins won beats beat ' +
    // A headline's figure moving is not what it reports: "…death toll rises to 146" is #HongKongFire.
    'rises climbs jumps soars surges falls drops hits reaches tops passes nears happen happens happened watch watching watched'
  ).split(' '),
)
/**
 * What follows "without" is what the video goes without: "Cake without sugar" is #Cake, never
 * #Sugar, and "…without getting hurt" tags nothing. Not "no" or "not": "No sugar for 30 days" is
 * searched as sugar, and "Not all protein bars are healthy" is about protein bars.
 */
const EN_NEGATION = new Set(['without'])
/**
 * Who does something: the word after them is what they do ("Why nobody talks about sleep",
 * "Why everyone loves Taylor Swift"), and a verb is no tag (#Talks, #LovesTaylorSwift).
 */
const EN_SUBJECT = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'nobody',
  'everyone',
  'everybody',
  'someone',
  'anyone',
  'people',
])
/** Words between a subject and its verb or complement ("Everyone is wrong about…", "I still use…"). */
const EN_BEFORE_VERB = new Set(
  'is are was were am do does did can will would should could just really never always still actually finally also all'.split(
    ' ',
  ),
)
/** New and old start a noun ("new runners") when a noun follows; alone they are stop words. */
const EN_MODIFIER = new Set(['new', 'old', 'better', 'first'])

/** Chinese function words, question words and fillers that split a topic into its noun phrases. */
const ZH_STOP = new Set(
  (
    '的 了 是 在 和 与 及 或 都 也 就 还 又 很 太 最 更 让 把 被 给 对 从 向 为 吗 呢 吧 啊 呀 其 等 着 过 个 这 那 有 没 不 要 会 能 该 来 去 必 得 才 谁 您 ' +
    '我 你 他 她 它 我们 你们 他们 她们 大家 自己 人家 这个 那个 这些 那些 这样 那样 这种 那种 一个 一些 一下 什么 为什么 为何 怎么 怎样 如何 哪些 哪个 哪里 ' +
    '是否 能否 要不要 该不该 值不值 值不值得 不值得 值得 有没有 可以 应该 需要 开始 突然 居然 居然有 竟然 究竟 究竟是 到底 真的 其实 终于 已经 正在 ' +
    '还是 就是 只是 但是 因为 所以 如果 虽然 而且 以及 关于 还有 已 致 说 看 做 买 用 学 听 想 知道 这么 那么 怎么办 一定 千万 别 再 多少 才能 就能 不能 能够 ' +
    '最新 最近 现在 今天 今年 去年 时候 以后 之后 之前 后 前 里 中 上 下 超 超过 逾 达 达到 近 约 ' +
    // Praise describes the thing, it is not what people search for: "一杯好喝的手冲咖啡" is #手冲咖啡, not #好喝.
    '好喝 好吃 好看 好用 好玩 好听 实用 简单 便宜 高级 漂亮 超好 超级 ' +
    // Where a learner starts is no subject: "零基础学吉他" is #吉他, not #基础.
    '零基础 基础 ' +
    // Making it, and the toll of a tragedy: people search for the coffee and the fire, not #做出 or #遇难.
    '做出 做成 做好 遇难 罹难 身亡 死亡 丧生 受伤 失踪 失联 ' +
    // Going round a place is not the place: "一天逛完杭州的10个地方" is #杭州, not #完杭州 or #吃遍.
    '逛 完 遍 吃 玩 转 逛完 逛遍 吃遍 玩转 走遍 看遍 ' +
    // Trying is what the creator did, not what people search for: "我试了5款防晒" is #防晒, not #我试.
    '试 试过 我试 我用 我吃 我喝 我去 测了 试了 用了 喝了 吃了 买了 ' +
    // How a headline reports is not what it reports: "官方通报大坝建设被指偷工减料" is #大坝建设 and
    // #偷工减料, not #官方通报大坝建设 and #指偷工减料.
    '官方 通报 回应 宣布 发布 称 被指 被曝 曝光 指 曝 ' +
    // "系谣言" is "is a rumour": the verdict is tagged #谣言, never #系谣言.
    '系 ' +
    // Getting ready is not the thing: "第一次养猫要准备什么" is #养猫, not #准备.
    '准备 提前 ' +
    // How people took it is not what they took: "看海贼的和看火影的都沉默了" is #海贼 #火影, not #沉默.
    '沉默 破防 震惊 泪目 笑死 绷不住 上头 离谱 傻眼'
  ).split(' '),
)

const HAN = /\p{Script=Han}/u
const ZH_NEGATION = new Set(['不', '没', '没有', '别', '无', '未', '非', '不再', '不要', '不能', '不会'])
/** "会" is mostly "will" (a stop word), but after these it ends a noun the segmenter split: 演唱会, 发布会. */
const ZH_HUI_NOUNS =
  /(?:演唱|发布|运动|音乐|博览|展销|交易|招聘|见面|座谈|研讨|茶话|晚|聚|年|峰|大|展|庙|灯|花|舞|协|工|学|社|机|约)$/
const NUMERAL =
  /^[\d.]+$|^第?[零一二两三四五六七八九十百千万几半]+个?[年个大种条招步点件款类天月岁期次号杯碗本份张部只双套瓶盒篇道位家座台辆颗块斤]?[前后]?$/
/** A number still waiting for its measure word ("146人", not "第一次养猫": 次 is its measure, 养 is no measure). */
const BARE_NUMERAL = /^[\d.]+$|^第?[零一二两三四五六七八九十百千万几半]+$/
/** "天问二号", "iPhone 16": a number after a name is part of it. */
const NAME_NUMBER = /^(?:\d+|[一二三四五六七八九十]+号)$/

/** Capitalises each word for a CamelCase tag, keeping words that carry their own capitals (iPhone). */
const camel = (words: string[]) =>
  words.map((w) => (/[A-Z]/.test(w.slice(1)) ? w : w[0].toUpperCase() + w.slice(1))).join('')

/** Spaced-out characters ("B 站 用 户 精 神") are one word: a space between two single characters goes. */
function unspaced(text: string): string {
  const parts = text.split(/\s+/)
  const single = (part: string) => [...part.replace(/[\p{P}\p{S}]/gu, '')].length === 1
  return parts.reduce(
    (out, part, i) => (i === 0 ? part : `${out}${single(parts[i - 1]) && single(part) ? '' : ' '}${part}`),
    '',
  )
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/**
 * The topic's noun phrases, in order: runs of words between function words, punctuation and
 * counts. "年轻人为什么开始反向消费" → 年轻人, 反向消费; "Why budget phones are winning" →
 * BudgetPhones. A run of one English word is kept only when it is not a verb after "is/are"
 * ("winning"); a run of one Chinese character is no tag. `plain` when nothing but spaces and
 * "vs" stood between them ("假奶粉 奶精加淀粉", "Chelsea vs Arsenal"): the whole topic is a tag too.
 */
function phrases(topic: string): { tags: string[]; plain: boolean } {
  const runs: string[][] = []
  let run: string[] = []
  let plain = true
  // "are winning": an -ing word right after is/are is the verb, not a topic.
  let afterAuxiliary = false
  // "nobody talks": the first word after a subject (past "is", "still"…) is what it does.
  let afterSubject = false
  // "146人遇难": the character after a number is its measure word.
  let afterNumber = false
  // "不爱喝奶茶": the words a negation governs read the other way round on their own (#爱喝奶茶),
  // so a run that starts right after one keeps only its last word, the thing negated (#奶茶).
  let negated = false
  // "without sugar": in English the words after a negation are what the topic leaves out.
  let negatedEn = false
  const close = () => {
    if (run.length > 0 && !negatedEn) runs.push(negated ? run.slice(-1) : run)
    run = []
    negated = false
    negatedEn = false
  }
  let spaced = false
  // A score ("Arsenal beat Chelsea 2-1", "曼联2:1水晶宫") is no part of a name ("iPhone 16" is).
  // "No-bake", "self-care": a hyphenated compound is one word of the tag (#NoBakeCheesecake, #SelfCare).
  const text = unspaced(topic)
    .replace(/\d+\s*[-–:：]\s*\d+/g, ' ')
    .replace(
      /\b([A-Za-z]+)-([A-Za-z])/g,
      (_, first: string, next: string) => first[0].toUpperCase() + first.slice(1) + next.toUpperCase(),
    )
    // 网传 ("said online") is how it is reported, like 通报; the segmenter splits it into 网|传.
    .replace(/网传/g, '，')
    // The toll of a tragedy, as 遇难 and 死亡 are: people search for the fire, not #DeathToll.
    .replace(/\b(?:death|casualty) tolls?\b/gi, ',')
    // Where it is done is not what it is: "cold brew coffee at home" is #ColdBrewCoffee, not #Home.
    .replace(/\bat home\b/gi, ',')
    // Nor which part of a work: "Stranger Things season 5 episode 4" is no #Season or #Episode.
    .replace(/\b(?:season|series|episode|ep|part|chapter|vol(?:ume)?)\s*\d+\b/gi, ',')
  const segments = [...segmenter.segment(text)]
  for (const [i, { segment, isWordLike }] of segments.entries()) {
    // "Swift's" → "Swift": a tag has no apostrophe.
    const word = segment.replace(/['’]s$/i, '').replace(/['’]/g, '')
    // Spaces separate English words inside a run; any other punctuation ends it, and so does a space next to Chinese.
    if (!isWordLike) {
      if (!/^\s+$/.test(word)) {
        close()
        plain = false
      }
      spaced = true
      continue
    }
    if (spaced && (HAN.test(word) || HAN.test(run[run.length - 1] ?? ''))) close()
    spaced = false
    const lower = word.toLowerCase()
    const last = run[run.length - 1] ?? ''
    const productNumber = NAME_NUMBER.test(word) && (/^\d+$/.test(word) ? /[A-Z]/.test(last) : HAN.test(last))
    const hui = word === '会' && ZH_HUI_NOUNS.test(last)
    const stop =
      NUMERAL.test(word) ||
      (ZH_STOP.has(word) && !hui) ||
      (EN_STOP.has(lower) && !(EN_MODIFIER.has(lower) && run.length === 0))
    // "三个人吃了五个菜": the segmenter reads 三|个人; after a number, 个人 is a count of people, no tag.
    const measure = afterNumber && run.length === 0 && ([...word].length === 1 || word === '个人')
    // A character the segmenter left on its own before 了 or 着 is a verb done, not part of a name:
    // "去大理开了一家民宿" is #大理, not #大理开.
    const done = run.length > 0 && /^\p{Script=Han}$/u.test(word) && /^[了着]$/.test(segments[i + 1]?.segment ?? '')
    const verb = afterSubject && !stop && run.length === 0 && /^[a-z]+$/i.test(word)
    if (
      !productNumber &&
      (stop || measure || verb || done || (afterAuxiliary && run.length === 0 && /ing$/.test(lower)))
    ) {
      // Articles and counts between the negation and its object keep it: "without a degree".
      const keepsNegation: boolean = negatedEn && run.length === 0
      close()
      negated = ZH_NEGATION.has(word)
      negatedEn = EN_NEGATION.has(lower) || keepsNegation
      if (lower !== 'vs') plain = false
    } else run.push(word)
    afterAuxiliary = /^(is|are|was|were|am)$/.test(lower)
    afterSubject = EN_SUBJECT.has(lower) || (afterSubject && stop && EN_BEFORE_VERB.has(lower))
    // "一个月火锅": 一个 still waits for its unit of time (#火锅, not #月火锅).
    afterNumber = BARE_NUMERAL.test(word) || /^(?:\d+|[一二两三四五六七八九十几半]+)个$/.test(word)
  }
  close()
  const tags = runs
    .map((words) => {
      // A modifier left at the end of a run ("new") is not a noun phrase.
      while (words.length > 0 && EN_MODIFIER.has(words[words.length - 1].toLowerCase())) words.pop()
      return words
    })
    .filter((words) => words.length > 0)
    .map((words) => (HAN.test(words.join('')) ? words.join('') : camel(words.slice(-4))))
    .filter((tag) =>
      HAN.test(tag) ? [...tag.replace(/[A-Za-z0-9]/g, '')].length >= 2 || /[A-Za-z0-9]{2,}/.test(tag) : tag.length >= 3,
    )
  return { tags, plain }
}

/** Names in 《》「」 (a show, a product, a trend) are what people search for. */
const names = (topic: string) =>
  [...topic.matchAll(/[《「『“]([^《》「」『』“”]{2,12})[》」』”]/g)]
    .map((m) => m[1].replace(/\s+/g, ''))
    .filter((name) => !/^[\d年月日号期篇]+$/.test(name.replace(/\d/g, '')))

/** Small words inside an English title ("Attack on Titan", "Lord of the Rings"). */
const EN_NAME_JOINERS = new Set(['of', 'on', 'the', 'and', 'in', 'at', 'to', 'a'])

/**
 * Titles and names in an English topic written in sentence case: two or more capitalised words in
 * a row, small words allowed between them ("Attack on Titan ending explained" → AttackOnTitan,
 * "Elden Ring boss fights" → EldenRing, "The Bear season 3 finale" → TheBear). A topic in title
 * case marks no name this way. A sentence's first word is not part of one ("Why Taylor Swift…",
 * "The Taylor Swift effect"), but for the "The" of a title: before a one-word name ("The Bear")
 * or one with small words in it ("The Last of Us" → TheLastOfUs). A sequel's number ends a name
 * ("The Witcher 3 boss fights" → TheWitcher3).
 */
function englishNames(topic: string): string[][] {
  if (HAN.test(topic)) return []
  const words = topic.split(/\s+/).map((word) => word.replace(/['’]s$/i, '').replace(/[^A-Za-z0-9]/g, ''))
  const long = words.filter((word) => word.length > 3)
  if (long.length > 0 && long.every((word) => /^[A-Z]/.test(word))) return []
  const capital = (word: string) => /^[A-Z][a-z]/.test(word)
  const names: string[][] = []
  let run: string[] = []
  // "Witcher 3", "Elden Ring 2": a number of one or two digits right after a name's capital.
  const sequel = (word: string, before: string | undefined) => /^\d{1,2}$/.test(word) && capital(before ?? '')
  const close = () => {
    const number = run.length >= 2 && sequel(run[run.length - 1], run[run.length - 2]) ? run.pop() : undefined
    while (run.length > 0 && !capital(run[run.length - 1])) run.pop()
    const titled =
      run[0] === 'The' && (run.length === 2 || run.slice(1).some((word) => EN_NAME_JOINERS.has(word.toLowerCase())))
    if (run[0] && EN_STOP.has(run[0].toLowerCase()) && !titled) run.shift()
    // "Is the Apple Watch…": a small word left at the front is no part of the name (#AppleWatch).
    while (run[0] && EN_NAME_JOINERS.has(run[0]) && !titled) run.shift()
    if (run.filter(capital).length >= 2 || titled) names.push(number ? [...run, number] : run)
    run = []
  }
  words.forEach((word) => {
    if (capital(word) || sequel(word, run[run.length - 1])) run.push(word)
    else if (run.length > 0 && EN_NAME_JOINERS.has(word.toLowerCase())) run.push(word)
    else close()
  })
  close()
  return names
}

/** The whole topic as one tag, as hot-search words are tagged ("#U17国足晋级亚洲杯", "#ChelseaVsArsenal"). */
function wholeTopic(core: string, limit: number): string | null {
  if (HAN.test(core)) {
    const tag = unspaced(core).replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    return /^[\p{L}\p{N}]+$/u.test(tag) && [...tag].length >= 2 && [...tag].length <= limit ? tag : null
  }
  const words = core.split(/\s+/)
  return words.length >= 2 && words.length <= 3 && words.every((w) => /^[A-Za-z0-9]+$/.test(w)) ? camel(words) : null
}

/** A tag a creator would post: within the platform's length, no claim, one token. */
const usable = (tag: string, c: DraftContext) =>
  textLength(tag, c.platform.limits.unit) <= c.platform.limits.hashtag &&
  findClaims(tag).length === 0 &&
  /^[\p{L}\p{N}_·]+$/u.test(tag)

/** An audience as a tag when it is a short phrase ("大学生", "new runners" → NewRunners). */
function audienceTag(audience: string | undefined): string | null {
  const text = audience?.trim()
  if (!text) return null
  if (HAN.test(text)) return /^[\p{L}\p{N}]{2,8}$/u.test(text) ? text : null
  const words = text.split(/\s+/)
  return words.length <= 3 && words.every((w) => /^[A-Za-z]+$/.test(w)) ? camel(words) : null
}

/**
 * `related`: whether a tag names something the draft says (the script check's hashtag_unrelated
 * rule, over the draft's own words): a field or format tag the draft never mentions ("涨知识",
 * "社会观察") tags what the video is not; it gives way to more of the topic's own phrases. `uncut`:
 * whether a tag is not cut mid-phrase (#howto ends on "to").
 */
export function writeHashtags(
  c: DraftContext,
  language: Language,
  related: (tag: string) => boolean = () => true,
  uncut: (tag: string) => boolean = () => true,
): string[] {
  const { hashtagCount, limits, signatureTags } = c.platform
  const count = Math.min(hashtagCount.max, Math.max(hashtagCount.min, 5))
  // Half the tags (at most three) say what the video is about; the rest who and what kind it is for.
  const topicShare = Math.min(3, Math.ceil(count / 2))
  const { tags: topicPhrases, plain } = phrases(c.topic.core)
  // Weibo's topics are whole headlines (#司机缺氧离世有5个上学孩子#); elsewhere a whole topic only when it is all names.
  const weibo = c.platform.hashtagStyle === 'wrapped'
  const whole = weibo || plain ? wholeTopic(c.topic.core, weibo ? limits.hashtag : 10) : null
  const seen = new Set<string>()
  const fresh = (tag: string | null): tag is string =>
    !!tag && usable(tag, c) && !seen.has(tag.toLowerCase()) && !!seen.add(tag.toLowerCase())
  // A title's words say nothing apart from it: "Attack on Titan ending" is #AttackOnTitan, not also
  // #TitanEnding. A phrase that holds the whole name says more ("Hong Kong fire" is #HongKongFire),
  // unless the video is about the work itself: "Elden Ring boss fights" is #EldenRing.
  const holdsWhole = (name: string) => topicPhrases.some((tag) => tag !== name && tag.includes(name))
  const titles = englishNames(c.topic.core).filter((name) => reacts(c.reading) || !holdsWhole(camel(name)))
  const inTitle = new Set(titles.flat().filter((word) => !EN_STOP.has(word.toLowerCase())))
  // By its words alone: #Witcher3BossFights shares Witcher with #TheWitcher3.
  const apart = (tag: string) => !(tag.match(/[A-Z][a-z]*/g) ?? []).some((word) => inTitle.has(word))
  const topicCandidates = [
    ...names(c.topic.core),
    ...titles.map(camel),
    whole,
    ...topicPhrases.filter((tag) => !isListNoun(tag) && apart(tag)),
  ].filter(fresh)
  const topicTags = topicCandidates.slice(0, topicShare)
  // One person's illness, a death or a disaster, and news keep their own tags; anything else is
  // tagged by its field first, then by its format.
  const kindTags = c.personal
    ? PERSONAL_TAGS[language]
    : c.sensitive
      ? SOBER_NEWS[language]
      : GENRES[c.reading.genre].tags.kind(c, language)
  const rest = [...signatureTags, audienceTag(c.brief.audience), ...kindTags].filter(fresh)
  const relatedRest = rest.filter((tag) => signatureTags.includes(tag) || related(tag))
  // One broad tag of the field (#美妆, #体育) beside at least two the draft says is how creators tag,
  // and what the script check allows; the first of the kind tags, which lists the field first.
  const broad =
    topicTags.length + relatedRest.length >= 2 && !c.sensitive
      ? rest.find((tag) => !relatedRest.includes(tag) && uncut(tag))
      : undefined
  // After the platform's own tags (#shorts), which a short list must keep.
  const own = relatedRest.filter((tag) => signatureTags.includes(tag))
  const kept = [...topicTags, ...own, ...(broad ? [broad] : []), ...relatedRest.filter((tag) => !own.includes(tag))]
  // Fewer than the platform asks for: the topic's other phrases, then a topic phrase with the
  // format's word as viewers search it (#咖啡机测评, #BudgetPhonesReview), each word on each phrase
  // before a second word on the first, then the unrelated ones rather than too few. A sensitive topic
  // is named as the event it is (#司机缺氧离世事件), never #…热点, which reads as selling it.
  const words = c.personal
    ? PERSONAL_COMPOUND_WORDS[language]
    : c.sensitive
      ? SOBER_COMPOUND_WORDS[language]
      : GENRES[c.reading.genre].tags.compound(c, language)
  const compounds = words.flatMap((word) =>
    topicCandidates.map((tag) =>
      language === 'zh' || /\p{Script=Han}/u.test(tag) ? `${tag}${word}` : `${tag}${camel([word])}`,
    ),
  )
  const more = [
    ...topicCandidates.slice(topicShare),
    ...compounds.filter(fresh),
    ...rest.filter((tag) => !kept.includes(tag)),
  ]
  return kept.length >= hashtagCount.min ? kept.slice(0, count) : [...kept, ...more].slice(0, hashtagCount.min)
}
