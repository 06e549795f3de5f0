import type { Language } from '@hookline/contract'
import { EN_NUMBERS, INVITING, numberValue, statedCount, topicCount } from './topic'

/**
 * What kind of answer a topic asks for, so a draft's structure fits it: a why-question gets
 * reasons, a how-to steps, "三个误区" its three misconceptions, anything else points. Formats
 * with a structure of their own (a tutorial's steps, a review's aspects, news' sides) keep it.
 * A topic is read in its own script, whatever language the draft is written in: "年轻人为什么开始
 * 反向消费" asks why in an English draft too (scriptOf).
 */
export type TopicShape = 'why' | 'how' | 'list' | 'plain'

export interface Shape {
  kind: TopicShape
  /** What each core beat of a talking head is: 原因 / Reason, 步骤 / Step, 误区 / Mistake, 要点 / Point. */
  item: Record<Language, string>
}

const ZH_WHY = /为什么|为何|凭什么|怎么会|何以|背后的原因/
// "学会游泳", "手把手教你…", and an invitation to learn (topic.ts's INVITING): a how-to too,
// though it asks nothing.
const ZH_HOW = /怎么|如何|怎样|教程|入门|方法|攻略|技巧|学做|学会|教你|手把手|零基础|从零开始|自学/
const EN_WHY = /^why\b|\bwhy\b|\bthe reason\b/i
/** A how-to, asked ("how to…") or told as what to do ("Learn Spanish in 3 months", "guitar for beginners"). */
const EN_HOW =
  /^how\b|\bhow to\b|\bguide\b|\btutorial\b|\bfor (?:absolute )?beginners\b|\bstep[- ]by[- ]step\b|^(?:learn|start|build|grow|stop|save|fix|train|master|improve|boost|lose|gain|become|get better at)\b/i

/** The list noun after a Chinese count ("三个误区" → 误区), when it names what is listed. */
const ZH_ITEM =
  /(?:个|大|种|条|招|点|件)(?:[^，。！？,.!?]{0,6}?)(误区|技巧|方法|习惯|理由|建议|原因|秘诀|细节|问题|坑|误解|步骤|要点|信号|特点|优点|缺点|套路|错误|原则|好处|坏处|迹象|心得|经验)/
const EN_ITEM: Record<string, string> = {
  tips: 'Tip',
  tricks: 'Trick',
  mistakes: 'Mistake',
  ways: 'Way',
  reasons: 'Reason',
  steps: 'Step',
  habits: 'Habit',
  lessons: 'Lesson',
  signs: 'Sign',
  rules: 'Rule',
  secrets: 'Secret',
  myths: 'Myth',
  hacks: 'Hack',
  ideas: 'Idea',
  truths: 'Truth',
}

/** What a Chinese list noun is called in English ("误区" → Mistake), for an English draft of a Chinese topic. */
const ZH_ITEM_EN: Record<string, string> = {
  误区: 'Mistake',
  误解: 'Myth',
  错误: 'Mistake',
  坑: 'Mistake',
  技巧: 'Tip',
  建议: 'Tip',
  方法: 'Way',
  习惯: 'Habit',
  理由: 'Reason',
  原因: 'Reason',
  秘诀: 'Secret',
  步骤: 'Step',
  信号: 'Sign',
  迹象: 'Sign',
  原则: 'Rule',
  心得: 'Lesson',
  经验: 'Lesson',
}
/** What an English list noun is called in Chinese ("tips" → 技巧), for a Chinese draft of an English topic. */
const EN_ITEM_ZH: Record<string, string> = {
  Tip: '技巧',
  Trick: '技巧',
  Hack: '技巧',
  Mistake: '误区',
  Myth: '误区',
  Way: '方法',
  Reason: '原因',
  Step: '步骤',
  Habit: '习惯',
  Lesson: '经验',
  Sign: '信号',
  Rule: '原则',
  Secret: '秘诀',
}

/** The script a topic is written in: Chinese when it has Chinese characters ("iPhone 16 Pro 值不值得买"), else English. */
export const scriptOf = (text: string): Language => (/\p{Script=Han}/u.test(text) ? 'zh' : 'en')

/** `script`: the topic's own (scriptOf), not the draft's language. */
export function topicShape(core: string, script: Language): Shape {
  const counted = topicCount(core)
  if (script === 'zh') {
    const listed = counted ? ZH_ITEM.exec(core)?.[1] : undefined
    if (listed) return { kind: 'list', item: { zh: listed, en: ZH_ITEM_EN[listed] ?? 'Point' } }
    if (ZH_WHY.test(core)) return { kind: 'why', item: { zh: '原因', en: 'Reason' } }
    if (ZH_HOW.test(core) || INVITING.test(core)) return { kind: 'how', item: { zh: '步骤', en: 'Step' } }
    return { kind: counted ? 'list' : 'plain', item: { zh: '要点', en: 'Point' } }
  }
  const noun = counted ? Object.keys(EN_ITEM).find((word) => new RegExp(`\\b${word}\\b`, 'i').test(core)) : undefined
  if (noun) return { kind: 'list', item: { zh: EN_ITEM_ZH[EN_ITEM[noun]] ?? '要点', en: EN_ITEM[noun] } }
  if (EN_WHY.test(core)) return { kind: 'why', item: { zh: '原因', en: 'Reason' } }
  if (EN_HOW.test(core)) return { kind: 'how', item: { zh: '步骤', en: 'Step' } }
  return { kind: counted ? 'list' : 'plain', item: { zh: '要点', en: 'Point' } }
}

/**
 * A clock time ("早上6:30起床", "My 5:30 AM routine", "23:00 睡觉") is no score: hours and minutes
 * read as "6:30" would make a morning routine a football result. A one-digit hour before two-digit
 * minutes is always a time (no game ends 6:30); a two-digit one only beside a word of the day or
 * "am"/"pm" ("112:108" and "20:18" stay scores).
 */
const CLOCK_TIME =
  /(?<![\d:：])(?:(?:早上|早晨|清晨|上午|中午|下午|傍晚|晚上|夜里|凌晨|每天|每晚|每早)\s*)?(?:[01]?\d|2[0-3])[:：][0-5]\d(?![\d:：])(?:\s*(?:[ap]\.?m\.?|起床|起|出门|下班|睡觉|睡|入睡|打卡|闹钟)(?![a-z]))?/giu
const SAYS_TIME =
  /^(?:早上|早晨|清晨|上午|中午|下午|傍晚|晚上|夜里|凌晨|每天|每晚|每早)|(?:[ap]\.?m\.?|起床|起|出门|下班|睡觉|睡|入睡|打卡|闹钟)$/iu

/** `core` without its clock times, for the readers that take "2:1" for a score. */
export const withoutClockTimes = (core: string) =>
  core
    .replace(CLOCK_TIME, (time) => (/^\D*\d[:：]/u.test(time) || SAYS_TIME.test(time) ? ' ' : time))
    .replace(/\s{2,}/g, ' ')
    .trim()

/** The work a Chinese topic names in 《》 ("诚实吐槽特摄电影《新奥特曼》" → 《新奥特曼》), said when the whole title is too long. */
export const namedWork = (core: string): string | null => /《[^《》]{1,12}》/.exec(core)?.[0] ?? null

/**
 * Topics about death, injury, disaster, accidents, crime, illness or missing people: the draft
 * takes a sober register (no contrarian hook, no jokes, no emoji, no "干货" packaging).
 */
const ZH_SENSITIVE =
  /离世|去世|身亡|遇难|死亡|丧生|罹难|牺牲|病逝|自杀|轻生|坠亡|溺亡|溺水|车祸|事故|坠机|地震|火灾|爆炸|洪水|泥石流|坍塌|垮塌|倒塌|踩踏|失联|失踪|遇害|杀害|凶杀|猝死|抢救|重伤|受伤|确诊|癌|去世|悼念|遗体|伤亡|死伤|致死|\d+\s*人?死(?![磕忠党])/
const EN_SENSITIVE =
  /\b(?:dies|died|death|deaths|dead|dying|killed|kills|killing|crash|crashes|crashed|disaster|earthquake|fire|wildfire|flood|floods|missing|murder|murdered|suicide|cancer|injured|injuries|shooting|overdose|tragedy|victims?|funeral|passed away|hospitali[sz]ed)\b/i

export const isSensitive = (topic: string) => ZH_SENSITIVE.test(topic) || EN_SENSITIVE.test(topic)

/**
 * One person's experience of an illness, told by them or about them ("她确诊癌症后的第一年", "my
 * first year after a cancer diagnosis"): as sober as any sensitive topic (no jokes, no hype), but
 * not a news event: a talking head tells it in the first person, with no sources and no sides. A
 * death, a disaster, a crime or a count of people ("3人确诊") is not one person's experience.
 */
const ZH_ILLNESS = /确诊|患癌|癌|化疗|放疗|生病|患病|病情|白血病|抑郁症|渐冻症|肿瘤|住院|手术|康复|术后/
const ZH_PERSON =
  /我|她|他|妈|爸|母亲|父亲|老公|老婆|丈夫|妻子|孩子|女儿|儿子|奶奶|爷爷|外婆|外公|朋友|闺蜜|姐|哥|弟|妹/
const ZH_NOT_ONE_PERSON =
  /离世|去世|身亡|遇难|死亡|丧生|罹难|病逝|自杀|轻生|坠亡|溺亡|猝死|伤亡|遇害|杀害|凶杀|车祸|事故|坠机|地震|火灾|爆炸|洪水|泥石流|失联|失踪|\d+\s*(?:人|名|例)/
const EN_ILLNESS =
  /\b(?:cancer|diagnos(?:is|ed)|chemo(?:therapy)?|tumou?r|leuka?emia|illness|sick|disease|depression|surgery|recovery|treatment|hospitali[sz]ed|remission)\b/i
const EN_PERSON =
  /\b(?:i|i'm|my|me|she|her|he|his|mom|mum|dad|mother|father|wife|husband|son|daughter|sister|brother|grandma|grandpa|friend)\b/i
const EN_NOT_ONE_PERSON =
  /\b(?:dies|died|death|deaths|dead|dying|killed|kills|killing|crash\w*|disaster|earthquake|fire|wildfire|floods?|missing|murder\w*|suicide|shooting|overdose|tragedy|victims?|funeral|passed away)\b|\b\d+\s+(?:people|patients|cases)\b/i

export const isPersonalIllness = (topic: string) =>
  (ZH_ILLNESS.test(topic) && ZH_PERSON.test(topic) && !ZH_NOT_ONE_PERSON.test(topic)) ||
  (EN_ILLNESS.test(topic) && EN_PERSON.test(topic) && !EN_NOT_ONE_PERSON.test(topic))

/**
 * A how-to that makes something — a dish, a drink, a look, a craft, a design — rather than
 * teaching a skill or a habit ("start running at 40", "学会游泳", "养成早起的习惯"): its tutorial
 * opens on the finished thing and asks for tools and materials.
 */
const ZH_MADE =
  /做出|做[一几]?[杯道份碗盘锅个款]|做(?:饭|菜|蛋糕|面包|甜品|饼干|手工|咖啡|奶茶)|制作|手工|DIY|烘焙|烤|煮|炒|炖|蒸|凉拌|手冲|冲咖啡|泡茶|调酒|画(?!面)|编织|(?<!组)织|缝|折纸|穿搭|妆|发型|编发|美甲|蛋糕|面包|甜品|饼干|咖啡(?!机|店|馆)|奶茶(?!店)|插花|修图|海报|PPT|简历|剪辑|拍出/i
const EN_MADE =
  /\b(?:make|making|made)\b(?! (?:money|friends|time|progress|decisions?|sure|it|a living|changes?)\b)|\b(?:build|building)\b(?! (?:a |good |better )?(?:habits?|routines?|confidence|muscle|wealth|credit|careers?|discipline|relationships?|an audience)\b)|\b(?:cook|cooking|bake|baking|brew|brewing|draw|drawing|paint|painting|knit|knitting|sew|sewing|crafts?|diy|recipes?|decorate|decorating|edit|editing|design|designing)\b|\b(?:coffee|cake|bread|cookies|latte|cocktails?|makeup|hairstyles?|braids?|pasta|soup|salad|smoothies?|resume|poster)\b/i

export const makesSomething = (core: string, language: Language) => (language === 'zh' ? ZH_MADE : EN_MADE).test(core)

/**
 * A topic that counts places ("十大必去的城市公园", "10 places to visit in Tokyo"): a vlog of it
 * visits one a moment. Anything else it counts (tips, habits) is not where a vlog goes.
 */
const ZH_PLACES =
  /公园|城市|景点|地方|去处|小店|店|餐厅|咖啡馆|街|古镇|小镇|村|博物馆|展|打卡|目的地|海边|海岛|岛|山|湖|寺|市场|夜市|酒店|民宿|书店|商场|步道|路线/
const EN_PLACES =
  /\b(?:places|cities|towns|villages|spots|destinations|parks|cafes|caf\u00e9s|restaurants|bars|shops|stores|markets|beaches|islands|museums|galleries|hotels|trails|hikes|streets|neighbou?rhoods|landmarks|sights)\b/i

export const countsPlaces = (core: string) => ZH_PLACES.test(core) || EN_PLACES.test(core)

/** Chinese numerals for ordinals a creator says ("第三个原因"); digits beyond ten. */
export const zhNumber = (n: number) =>
  n <= 10 ? ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'][n] : String(n)

/** Chinese numerals for a count ("这两个原因", "三步"). */
export const zhCount = (n: number) => (n === 2 ? '两' : zhNumber(n))

/** How a Chinese count names what it counts: 第一步, 三点, 第一个原因; a measure word itself: 第一站, 第一款. */
export const zhUnit = (item: string) =>
  item === '步骤' ? '步' : item === '要点' ? '点' : ZH_MEASURE_WORD.test(item) ? item : `个${item}`

/**
 * A creator telling what they did ("我吃遍了成都的火锅", "我用了一个月的iPhone 17", "I quit sugar
 * for 30 days", "I tried every hotpot place in Chengdu"): the video is their own experience, told
 * in the first person — what they did, how it went, what surprised them, the best and the worst,
 * their verdict — not three points explained. `visits` when it goes round places (吃遍, 探店,
 * "every hotpot place"), told a stop at a time; `trial` anything else done for a while (a
 * product used, a habit kept or dropped), told a stage at a time, or an item at a time when the
 * topic counts them ("我试了5款防晒").
 *
 * Chinese: 我 (after a short lead-in such as "30天，") and, within a few characters, 了 or 遍
 * with more after it ("我辞职了" alone announces, it tells nothing yet), or a span of time
 * ("我坚持早起100天"). English: "I" (or "I've") and a verb in the past ("I tried", "I quit", "I
 * spent", "I ate", "I used", "I've been running…"). Not a question ("我为什么辞职了"), not a
 * negation ("我没买…"), and never the illness or the tragedy a sensitive topic tells.
 */
export type Experience = 'visits' | 'samples' | 'trial'

// 我 as the one who did it: not 我国/我市/我校 (an institution's "our"), nor 我妈/我老公 (someone else's story).
const ZH_I =
  /^(?:[^，,。！？!?\s]{1,8}[，,]\s*)?我(?!们?的|国|省|市|区|县|校|院|军|司|方|党|家|妈|爸|老公|老婆|女儿|儿子|孩子|奶奶|爷爷|外婆|外公|朋友|闺蜜|姐|哥|弟|妹|男朋友|女朋友|对象|同事|老板|室友)们?/
const ZH_DID = /^[^，,。！？!?不没别]{0,8}?(?:(?<![为除])了(?!解)|遍)(?=[^，,。！？!?\s])/
const ZH_SPAN = /^[^，,。！？!?不没别]{1,8}?(?:\d+|[一二两三四五六七八九十半百]+)\s*个?(?:天|周|星期|月|年)/
/** A short lead-in before who did it: "Last summer, we…", "After my divorce, I…". */
const EN_LEAD_IN = '^(?:[\\w ]{1,20},\\s*)?'
const EN_DID = new RegExp(
  EN_LEAD_IN +
    "(?:i|we)(?:'ve| have)?\\s+(?:(?:just|finally|actually|also|really)\\s+)?" +
    '(?:been\\s+[a-z]+ing|tried|quit|spent|ate|used|visited|lived|moved|gave up|stopped|started|went|took|did|drank|' +
    'ran|made|built|bought|sold|read|slept|woke up|wore|swam|rode|drove|flew|kept|left|paid|taught|lost|gained|' +
    '(?!(?:need|feed|seed|speed|bleed|breed|exceed|proceed|succeed|embed|shed)\\b)[a-z]{2,}ed)\\b',
  'i',
)
const ZH_VISITS = /[吃逛走玩喝跑看]遍|探店|打卡|逛了|去了/
const EN_VISITS =
  /\b(?:visited|toured|explored|ate (?:at|my way)|went to)\b|\bevery\s+(?:[\w'-]+\s+){0,2}(?:place|restaurant|caf[eé]|bar|shop|spot|market|stall|city|town|country|museum|park|beach|island|hotel)s?\b/i

export function firstPersonExperience(core: string, script: Language): Experience | null {
  if (script === 'zh') {
    const after = ZH_I.exec(core)
    if (!after || ZH_QUESTION_WORDS.test(core)) return null
    const rest = core.slice(after[0].length)
    if (!ZH_DID.test(rest) && !ZH_SPAN.test(rest)) return null
    return ZH_VISITS.test(core) || (topicCount(core) !== null && countsPlaces(core)) ? 'visits' : trialOrSamples(core)
  }
  if (!EN_DID.test(core) || /\?$/.test(core)) return null
  return EN_VISITS.test(core) || (topicCount(core) !== null && countsPlaces(core)) ? 'visits' : trialOrSamples(core)
}

/** A choice's options asked as the question it is: "考研还是工作", "Rent or buy" (its hook and its cover). */
export const whichOf = (options: string[], language: Language) => options.join(language === 'zh' ? '还是' : ' or ')

/** A topic whose first word, after a short lead-in, is we. */
const EN_WE = new RegExp(`${EN_LEAD_IN}we\\b`, 'i')

/**
 * An experience several people tell together ("We quit our jobs to travel", "我们辞职去大理开了一家
 * 民宿"): its draft says we (voice.ts). Only for a topic firstPersonExperience reads as one.
 */
export function toldByUs(core: string, script: Language): boolean {
  if (script === 'zh') return ZH_I.exec(core)?.[0].endsWith('们') ?? false
  return EN_WE.test(core)
}

/** Things counted by the piece, the shop, the cup ("5款防晒", "3家奶茶"), not by time ("两个月", "30天"). */
const ZH_SAMPLES = /(?:\d+|[两三四五六七八九十]+)\s*(?:款|家|种|本|部|件|杯|瓶|双|套|台|支|只)/
const EN_COUNTED =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+([a-z-]+)(?:\s+([a-z-]+))?(?:\s+([a-z-]+))?/i
const EN_SPAN = /^(?:seconds|minutes|hours|days|weeks|months|years|times|nights|weekends)$/i

/** Where a topic counts the things it tried side by side ("我试了5款防晒", "I tried 5 budget phones"); null for a span. */
function samplesAt(core: string): number | null {
  const zh = ZH_SAMPLES.exec(core)
  if (zh) return zh.index
  const en = EN_COUNTED.exec(core)
  if (!en || EN_SPAN.test(en[1])) return null
  // "the iPhone 17 for two weeks": a span after the number is no thing tried.
  return en.slice(1).some((word) => word && /[^s]s$/i.test(word) && !EN_SPAN.test(word)) ? en.index : null
}

/** Several things tried side by side are compared and ranked; anything else is told a stage at a time. */
const trialOrSamples = (core: string): Experience => (samplesAt(core) === null ? 'trial' : 'samples')

/** A Chinese question is asked, not told: "我为什么辞职了" gets its reasons. */
const ZH_QUESTION_WORDS = /[?？]$|为什么|为何|怎么|怎样|如何|吗$|呢$|值不值|该不该|要不要/

/** Measure words a Chinese experience counts its items with ("我试了5款防晒": 第一款). */
const ZH_MEASURE = /^[款家本部种件杯碗道条个台只双套瓶场次首]/
const ZH_MEASURE_WORD = /^[站款家本部种件杯碗道条个台只双套瓶场次首]$/

/**
 * What each core beat of an experience tells: a stop (visits), the item a topic counts ("5款防晒":
 * 款, "5 budget phones": Phone), or a stage of what was done for a while.
 */
export function experienceItem(core: string, experience: Experience, shape: Shape): Shape['item'] {
  if (experience === 'visits') return { zh: '站', en: 'Stop' }
  const stated = statedCount(core)
  const counted = stated ?? (experience === 'samples' ? { index: samplesAt(core)! } : null)
  if (stated && shape.kind === 'list' && shape.item.en !== 'Point') return shape.item
  if (counted) {
    const after = core.slice(counted.index).replace(/^(?:\d+|[一二两三四五六七八九十]+)\s*/, '')
    const zh = ZH_MEASURE.exec(after)?.[0]
    const noun = after
      .split(/\s+/)
      .slice(0, 3)
      .find((word) => /^[a-z]+[^s]s$/i.test(word))
    const en = noun ? singular(noun) : null
    if (zh || en) return { zh: zh ?? '个', en: en ? en[0].toUpperCase() + en.slice(1) : 'Item' }
  }
  return { zh: '阶段', en: 'Stage' }
}

/** "phones" → "phone", "cities" → "city", "dishes" → "dish". */
const singular = (noun: string) =>
  noun
    .replace(/ies$/i, 'y')
    .replace(/(ch|sh|x|ss)es$/i, '$1')
    .replace(/(?<!s)s$/i, '')

/**
 * How long a trial went on, in the unit its beats count in: "I quit sugar for 30 days" is told
 * Day 1, Day 15, Day 30, as videos of a challenge are, not Stage 1, Stage 2 (beat-kinds.ts).
 */
export interface Span {
  unit: 'day' | 'week' | 'month' | 'year'
  total: number
}

const ZH_SPAN_UNITS: Record<string, Span['unit']> = { 天: 'day', 周: 'week', 星期: 'week', 月: 'month', 年: 'year' }
/** A span the topic says it lasted: not one long ago or since ("时隔10年", "10年前", "三年后"). */
const ZH_SPAN_TOLD = /(?<!隔|近)(\d{1,3}|[一二两三四五六七八九十百]{1,3}|半)\s*个?(天|周|星期|月|年)(?![前后来底初中])/
const EN_SPAN_NUMBER = `\\d{1,3}|an?|${EN_NUMBERS.slice(1).join('|')}`
/** "for 30 days", "spent a year", "30 days of…", "a 30-day…"; not "in 10 years", "3 years ago". */
const EN_SPAN_TOLD = new RegExp(
  `(?:\\b(?:for|spent|spend|spending|lived|living|stayed|staying)\\s+(?:the\\s+(?:past|last|next)\\s+)?|^|\\ba\\s+(?=\\d+-))(${EN_SPAN_NUMBER})[\\s-]+(day|week|month|year)s?\\b(?!\\s+(?:ago|later|before|after)\\b)`,
  'i',
)

/** The number of a span: "30", "a", "thirty"… "一百", "百", "半" (a half, of a month or a year). */
function spanCount(text: string): number {
  if (/^an?$/i.test(text)) return 1
  if (text === '半') return 0.5
  const hundreds = /^([一二两三四五六七八九]?)百(.*)$/.exec(text)
  if (hundreds) return (hundreds[1] ? numberValue(hundreds[1]) : 1) * 100 + (hundreds[2] ? numberValue(hundreds[2]) : 0)
  return numberValue(text)
}

/** A year, half a year, a month, a week: told in the next smaller unit (12 months, 30 days, 7 days). */
const SMALLER: Partial<Record<Span['unit'], { unit: Span['unit']; each: number }>> = {
  year: { unit: 'month', each: 12 },
  month: { unit: 'day', each: 30 },
  week: { unit: 'day', each: 7 },
}

/** The span a trial lasted, or null when its topic states none (or one shorter than two days). */
export function experienceSpan(core: string, script: Language): Span | null {
  const match = script === 'zh' ? ZH_SPAN_TOLD.exec(core) : EN_SPAN_TOLD.exec(core)
  if (!match) return null
  const count = spanCount(match[1])
  if (!Number.isFinite(count) || count <= 0) return null
  const unit = script === 'zh' ? ZH_SPAN_UNITS[match[2]] : (match[2].toLowerCase() as Span['unit'])
  const smaller = SMALLER[unit]
  const span =
    count <= 1 && smaller ? { unit: smaller.unit, total: Math.round(count * smaller.each) } : { unit, total: count }
  return Number.isInteger(span.total) && (span.unit !== 'day' || span.total >= 2) ? span : null
}

/**
 * The checkpoint the `n`th of `of` beats tells: the first day, the last, and evenly between, on
 * round numbers where they stay apart (100 days in four beats: 1, 30, 70, 100, not 33 and 67). A
 * span shorter than the beats is counted in a smaller unit; null when even that has too few.
 */
export function spanCheckpoint(span: Span, n: number, of: number): { unit: Span['unit']; at: number } | null {
  let { unit, total } = span
  const smaller = SMALLER[unit]
  if (total < of && smaller) ({ unit, total } = { unit: smaller.unit, total: total * smaller.each })
  // Seven beats of three days cannot each tell a day of their own.
  if (total < of) return null
  if (of <= 1) return { unit, at: total }
  // Day 15 of 30 is half way; a span with barely more days than beats spreads from day 1 instead (1, 2, 3, 5, 6, 7).
  const spread = (from: number) =>
    Array.from({ length: of }, (_, i) => Math.round(from + (i * (total - from)) / (of - 1)))
  const halves = [1, ...spread(0).slice(1)]
  const even = halves.every((at, i) => i === 0 || at > halves[i - 1]) ? halves : spread(1)
  const step = total >= 60 ? 10 : total >= 20 ? 5 : 1
  const round = even.map((at, i) => (i === 0 || i === of - 1 ? at : Math.round(at / step) * step))
  const apart = round.every((at, i) => i === 0 || at > round[i - 1])
  return { unit, at: (apart ? round : even)[Math.min(Math.max(n, 1), of) - 1] }
}
