/**
 * Absolute claims that China's Advertising Law (Art. 9: "国家级、最高级、最佳等用语") and the
 * platforms' own ad rules penalise, and their English counterparts under FTC/ASA practice. The
 * check only reports them; code never rewrites a sentence — the model (or the creator) does,
 * because only a reader of the whole sentence knows what it means.
 *
 * What is not a claim, by decision (tested in claims.test.ts's table):
 * - A claim denied or doubted in its own clause is a caution: "No cat is risk-free.", "Nothing is
 *   guaranteed", "There is no cure for a cold", 「糖尿病目前无法根治」, 「并非全网第一」.
 * - Ordinals and results: 第一步, 第一次, 拿了第一名, "the first", "#1: pick a budget".
 * - Words that merely contain a claim: food and materials that are cured ("cured salmon", "a
 *   cured ham", "cure the bacon for 3 days"), terms of art ("guaranteed minimum wage", "guaranteed
 *   income", "money-back guarantee"), official designations and award names (国家级保护动物,
 *   最佳男主角, 顶级联赛), advice (最好别…, 绝对不要…), list items ("the number one mistake"),
 *   a question that asks the viewer which is best (「哪家最好吃？」).
 * - Everything else stays a finding even where the context may excuse it (「他是球队的首选门将」):
 *   the model decides, with the sentence in front of it.
 */

interface ClaimPattern {
  pattern: RegExp
  /** Whether this match is a claim at all, reading the words around it. */
  isClaim?: (text: string, start: number, end: number) => boolean
}

const AWARD =
  '男|女|影片|导演|新人|球员|阵容|射手|配角|编剧|外语|动画|原创|纪录|摄影|歌手|乐队|专辑|单曲|演员|教练|防守|第六人|新秀|进球|门将|运动员'

const zh: ClaimPattern[] = [
  { pattern: /(?:全网|全国|全球|世界|宇宙|行业|销量|全平台|同类)第一|第一品牌|排名第一/g },
  { pattern: /史上最|全网最|全球最|宇宙最|世界最/g },
  {
    pattern:
      /国家级(?!非遗|非物质|自然保护区|保护动物|重点保护|贫困县|新区|文物)|世界级(?!难题)|最高级|顶级(?!联赛)|顶尖/g,
  },
  {
    pattern: new RegExp(`最佳(?!${AWARD})|最优|最强|最牛|最好(?=的|用|看|吃|喝|玩|$|[，。！!？?、])`, 'g'),
  },
  {
    pattern:
      /独一无二|唯一(?!的办法|的方法|一次)|首选|万能(?!胶|钥匙|表)|零风险|无副作用|根治|永久(?!居民|冻土)|百分百|100%有效|绝对(?=有效|安全|正品|不(?!要|能)|没)/g,
  },
]

/** The next `count` words after `from`, within the clause. */
const wordsAfter = (text: string, from: number, count: number): string[] =>
  text
    .slice(from)
    .split(/[.!?;:,\n。！？；：，]/)[0]
    .split(/[^A-Za-z'’]+/)
    .filter(Boolean)
    .slice(0, count)
    .map((w) => w.toLowerCase())
const wordBefore = (text: string, at: number): string =>
  (/([A-Za-z'’]+)[\s-]*$/.exec(text.slice(0, at))?.[1] ?? '').toLowerCase()

/** What is cured without a claim: food, leather, concrete, resin. */
const CURED_THINGS =
  /^(?:salmon|trout|ham|hams|meat|meats|bacon|fish|pork|beef|sausages?|eggs?|yolks?|duck|olives?|lox|gravlax|salami|jerky|chorizo|prosciutto|pancetta|brisket|cheese|tobacco|leather|hides?|concrete|cement|resin|epoxy|glue|paint)$/
const CURING = /^(?:salt|sugar|dry|home|smoke|air|brine|honey)$/
/** Ailments a cure is claimed for: "cured acne" is a claim even without a "my". */
const AILMENTS =
  /^(?:acne|cancer|diabetes|anxiety|depression|insomnia|eczema|arthritis|pain|migraines?|baldness|obesity|colds?|flu|covid|autism|allergy|allergies|hair)$/
/** Words after "cured" that make it a verb with a patient ("cured my…", "cured of…"), not an adjective. */
const PATIENT =
  /^(?:my|your|his|her|their|our|its|the|a|an|this|that|these|those|it|them|him|me|us|you|any|all|every|of|in|within|overnight|forever|completely|permanently|instantly|for|by)$/
const CURING_TIME =
  /^\s+for\s+(?:\d+|a|an|one|two|three|several|a few|about|at least|up to)\s+(?:\w+\s+)?(?:hours?|days?|weeks?|minutes?|months?|nights?)\b/i

/** "cure" as a remedy claimed (a cure for, cures your acne, I was cured), not as curing food. */
function cureIsClaim(text: string, start: number, end: number): boolean {
  if (text.slice(start, end).toLowerCase() === 'cure-all') return true
  const next = wordsAfter(text, end, 3)
  if (next.some((w) => CURED_THINGS.test(w)) || CURING.test(wordBefore(text, start))) return false
  if (CURING_TIME.test(text.slice(end))) return false
  // "cured salmon", "cured meats": an adjective before a noun, unless the noun is an ailment.
  if (text.slice(start, end).toLowerCase() === 'cured' && next[0] && !PATIENT.test(next[0]))
    return AILMENTS.test(next[0])
  return true
}

const LIST_ITEM =
  '(?!\\s+(?:reason|mistake|tip|rule|thing|question|problem|complaint|priority|fan|step|lesson|sign)s?\\b)'

const en: ClaimPattern[] = [
  { pattern: /\b(?:the\s+)?best[-\s]ever\b/gi },
  { pattern: /\b(?:the\s+)?(?:world'?s|world’s)\s+best\b|\bbest\s+in\s+the\s+world\b/gi },
  {
    pattern: new RegExp(
      `(?<![\\w#])#1\\b(?![:：.)])${LIST_ITEM}|\\bno\\.\\s?1\\b${LIST_ITEM}|\\bnumber[-\\s]one\\b${LIST_ITEM}`,
      'gi',
    ),
  },
  {
    pattern:
      /(?<!money[-\s]back\s)\bguarantee(?:d|s)?\b(?!\s+(?:minimum|basic|income|wages?|pensions?|loans?|annuit(?:y|ies))\b)/gi,
  },
  { pattern: /\b100\s?%\s+(?:effective|safe|guaranteed|proven|natural)\b/gi },
  {
    pattern:
      /\bmiracle[-\s](?:cures?|creams?|pills?|products?|diets?|drugs?|supplements?|formula|serums?|fix|remed(?:y|ies)|treatments?|oils?|teas?|foods?|ingredients?|solutions?)\b|\bworks?\s+(?:like\s+)?(?:a\s+)?miracles?\b|\brisk[-\s]free\b|\bnever\s+fails\b/gi,
  },
  { pattern: /\bcure-all\b|\bcur(?:e|es|ed)\b/gi, isClaim: cureIsClaim },
]

/*
 * Negation: a negator before the claim in the same clause makes it a caution. Clauses end at
 * punctuation and at a turn ("but", 但是, 而是): 「不是全网第一，而是全球第一」 still claims.
 * Words that start like a negator but deny nothing are taken out first (不仅, 没想到, 特别,
 * "not only", "no doubt", "No. 1").
 */
const ZH_CLAUSE = /[，,。！!？?；;：:\n]|但是|但|可是|然而|不过|而是/g
const ZH_NOT_NEGATION =
  /不仅|不但|不只|不止|不光|不少|不错|不管|不论|不愧|不断|不同|不久|不如|不得不|不可思议|不容错过|不要错过|不可错过|不知道|差不多|了不起|忍不住|说不定|没想到|想不到|意想不到|[特区类级告分性个差识鉴辨派]别|别人|别的|别墅|别具/g
const ZH_EVEN_SO = /也能|也可以|也会|就能|就可以|就会|照样|都能|一样能/
const ZH_NEGATION = /不|没|无法|无从|并无|毫无|绝无|无一|未必|未能|并未|从未|尚未|未曾|并非|绝非|决非|别|难以|很难/

const EN_CLAUSE = /[,;:!?\n—–(]|\.(?!\s?\d)|\b(?:but|however|yet|though|although|while)\b/gi
const EN_NOT_NEGATION =
  /\bno\.\s?\d|\b(?:not only|not just|no doubt|no wonder|no matter|nothing but|nothing beats|nobody beats|no one beats|never been|never thought|never seen|can['’]?t believe|cannot believe|won['’]t believe|can['’]?t wait|don['’]t miss)\b/gi
const EN_NEGATION = /\b(?:no|not|never|nothing|none|nobody|neither|nor|without|cannot|hardly|rarely|barely)\b|n['’]t\b/i

function clauseBefore(text: string, at: number, breaks: RegExp): string {
  let from = 0
  for (const match of text.slice(0, at).matchAll(breaks)) from = (match.index ?? 0) + match[0].length
  return text.slice(from, at)
}

/** Whether the claim at `start` is denied or doubted in its own clause. */
function negated(text: string, start: number, language: 'zh' | 'en'): boolean {
  if (language === 'zh') {
    const before = clauseBefore(text, start, ZH_CLAUSE).replace(ZH_NOT_NEGATION, '　')
    const negator = [...before.matchAll(new RegExp(ZH_NEGATION.source, 'g'))].pop()
    if (!negator) return false
    // 「不吃药也能根治」: what is done without is a condition; the claim after 也能 stands.
    return !ZH_EVEN_SO.test(before.slice((negator.index ?? 0) + negator[0].length))
  }
  const before = clauseBefore(text, start, EN_CLAUSE).replace(EN_NOT_NEGATION, ' ')
  return EN_NEGATION.test(before)
}

/*
 * A question that asks which is best (「哪家最好吃？」, "What's the best way to start?") claims
 * nothing: it hands the superlative to the viewer. Only a clause that ends in a question mark and
 * holds a question word counts (or, in Chinese, a question word right before the superlative:
 * 「说说哪家最好吃」); 「这是全网第一吗？」 still asserts what it asks about.
 */
const ZH_ASKING = /哪|什么|谁|几|如何|怎么|怎样/
const EN_ASKING = /\b(?:which|what|what['’]s|who|who['’]s|where|how)\b/i

/** 「说说哪家最好吃」: a question word right before the superlative asks, with or without a mark. */
const ZH_ASKING_RIGHT_BEFORE = /(?:哪|谁|什么)[\u4e00-\u9fff]{0,2}$/

function asked(text: string, start: number, end: number, language: 'zh' | 'en'): boolean {
  if (language === 'zh' && ZH_ASKING_RIGHT_BEFORE.test(text.slice(Math.max(0, start - 4), start))) return true
  const breaks = language === 'zh' ? ZH_CLAUSE : EN_CLAUSE
  const after = text.slice(end)
  const close = new RegExp(breaks.source, 'gi').exec(after)
  const mark = close ? close[0] : ''
  if (mark !== '？' && mark !== '?') return false
  const clause = clauseBefore(text, start, breaks) + text.slice(start, end + (close?.index ?? after.length))
  return (language === 'zh' ? ZH_ASKING : EN_ASKING).test(clause)
}

/**
 * Every absolute claim a text makes, in order, in either language (a zh script may quote
 * English, and the reverse). A denied claim ("No cat is risk-free.") is a caution, not a claim.
 */
export function findClaims(text: string): string[] {
  const found: Array<{ text: string; start: number }> = []
  for (const [language, patterns] of [
    ['zh', zh],
    ['en', en],
  ] as const) {
    for (const { pattern, isClaim } of patterns) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index ?? 0
        const end = start + match[0].length
        if (isClaim && !isClaim(text, start, end)) continue
        if (!negated(text, start, language) && !asked(text, start, end, language)) found.push({ text: match[0], start })
      }
    }
  }
  return found.sort((a, b) => a.start - b.start).map((claim) => claim.text)
}
