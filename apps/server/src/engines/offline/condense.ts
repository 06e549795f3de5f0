import type { Language } from '@hookline/contract'

/** The question words a Chinese topic may open with; a condensed topic keeps the one it opened with. */
const ZH_LEAD = /^(?:为什么|为何|如何|怎么|怎样)/
/** A Chinese topic that asks, by its question word or its last particle. */
const ZH_ASKS = /为什么|为何|如何|怎么|怎样|[吗呢？?]$/

/**
 * The topic without the words a thumbnail can do without, longest first. A why-question keeps
 * asking why: "Why budget phones are winning" → "Why budget phones win", and only when that does
 * not fit the claim it asks about ("Budget phones win"), never a yes/no question ("Budget phones
 * are winning?" asked whether, not why). In Chinese the question word stays in front while it
 * fits ("为什么现在的年轻人都不爱结婚了" → "为什么年轻人不爱结婚了？"), then goes with the
 * fillers and the words a claim keeps without ("年轻人不爱结婚了？"). In English a claim is said
 * shorter, as a headline says it ("Why budget phones win", "Budget phones win", "Budget phones
 * winning"), then without a trailing phrase ("Why electric cars win" for "…in China"), then by
 * the word that names the kind ("Why budget wins"); only then the phrase before a verb or a
 * preposition, the longest first ("10 places in Kyoto in one day" → "10 places in Kyoto"; "The
 * iPhone 16 Pro after 6 months" → "iPhone 16 Pro"), which keeps a thing but loses a claim
 * ("Budget phones?"). A yes/no question stays one by its mark ("Is remote work over?" → "Remote
 * work over?"). "What", "when", "where" and "who" stay: "When is the best time to run" is no
 * "Is the best time to run?", and "What I learned…" is no question at all.
 */
export function condensed(core: string, language: Language): { claims: string[]; heads: string[] } {
  if (language === 'zh') {
    const asked = ZH_ASKS.test(core)
    const lead = ZH_LEAD.exec(core)?.[0] ?? ''
    const bare = core
      .replace(ZH_LEAD, '')
      // 开始 as "starting to" ("开始反向消费"), not as what is asked ("该怎么开始").
      .replace(/开始(?=\p{Script=Han})|突然|居然|竟然|到底|究竟|真的|其实|终于|已经/gu, '')
      // Who reports it is not what is reported: "官方通报大坝建设被指偷工减料" → "大坝建设被指偷工减料".
      // Never 网传 or 被指: they say it is only alleged, and without them a rumour reads as a fact.
      .replace(/^(?:官方|警方|当地|校方|院方)?(?:通报|回应)[：:，,]?/u, '')
      .replace(/[吗呢吧啊？?！!。]+$/, '')
    const barer = bare.replace(/(?:现在|如今|当下|越来越多)的|(?<=\p{Script=Han})都(?=不|没)/gu, '')
    const shorter = lead ? [`${lead}${bare}`, `${lead}${barer}`, bare, barer] : [bare, barer]
    return { claims: [...new Set(shorter)].map((text) => (asked ? `${text}？` : text)), heads: [] }
  }
  const why = /^why\b/i.test(core)
  const clause = /^(?:what|when|where|who)\s+(?:i|you|we|they|he|she|my|your|our)\b/i.test(core)
  const asked =
    /\?$/.test(core) ||
    (!why && !clause && /^(?:(?:what|when|where|who)\s+)?(?:is|are|do|does|can|should|will)\b/i.test(core))
  const mark = (text: string) => (asked ? `${text}?` : text)
  const bare = core
    .replace(
      clause
        ? /^(?:the|a|an)\s+/i
        : /^(?:how to|why|is|are|do|does|can|should|will|the|a|an)\s+(?!(?:is|are|was|were|do|does|did)\b)/i,
      '',
    )
    .replace(/[?!.]+$/, '')
  // The article before a capital may be a name's own, and is kept when that fits: "The Bear S3
  // finale" is not about a bear; "Office best moments" still says "The Office best moments".
  const named = /^[Tt]he\s+\p{Lu}/u.test(core) ? core.replace(/[?!.]+$/, '') : bare
  // How fans write which part of a work, when the words do not fit: "Stranger Things S5E4", "The Bear S3 finale".
  const parted = (text: string) =>
    text
      .replace(/\bseason\s+(\d+)(?:,?\s+episode\s+(\d+))?/gi, (_, season: string, episode?: string) =>
        episode ? `S${season}E${episode}` : `S${season}`,
      )
      .replace(/\bepisode\s+(\d+)/gi, 'Ep $1')
  // What "I tried …" did comes after the things it names: "Every hotpot place" for "I tried every hotpot place in Chengdu".
  const did =
    /^(?:i|we)(?:'ve| have)?\s+(?:just\s+|finally\s+)?[a-z]+\s+(?!(?:to|up|out|on|in|at|for)\b)(\S+\s.+)$/i.exec(
      bare,
    )?.[1]
  // What a how-to makes, when nothing shorter with the making fits: "Cold brew coffee" for "How to make cold brew coffee at home".
  const made = MAKING.test(bare)
    ? [bare, ...headsOf(bare)].map((text) => text.replace(MAKING, '')).filter((text) => text.includes(' '))
    : []
  // Time spent somewhere is the heart of it: "30 days in Tokyo" for "We spent 30 days in Tokyo", not "We spent 30 days".
  const spanFirst = did !== undefined && SPAN_AT_START.test(did)
  const doneHeads = did ? [did, ...headsOf(did)] : []
  const heads = spanFirst ? [...doneHeads, ...headsOf(bare), ...made] : [...headsOf(bare), ...made, ...doneHeads]
  // A why-question's claim is said as a claim ("Budget phones are winning"), never asked whether it holds.
  // (A why-question said the other way round, "Why is remote work failing", has no claim of its own to say.)
  const claims = why
    ? [...claimed(core), ...(/^why\b/i.test(bare) ? [] : [bare])]
    : [...new Set([named, parted(named), bare, parted(bare)])].map(mark).concat(claimed(core))
  return { claims: [...new Set(claims)], heads: heads.map(mark) }
}

/** A span of time and where it was spent: "30 days in Tokyo", "a year in Japan", "six months on a boat". */
const SPAN_AT_START =
  /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\s+(?:full\s+)?(?:hours?|days?|nights?|weeks?|weekends?|months?|years?)\s+(?:in|at|on|with|as|without)\b/i

/** English headline text starts with a capital ("budget phones" → "Budget phones"; "iPhone" stays). */
export const capitalise = (text: string, language: Language) =>
  language === 'en' && /^[a-z](?![A-Z])/.test(text) ? text[0].toUpperCase() + text.slice(1) : text

/**
 * What says a claim is false or only alleged: a shorter wording that drops it states what its
 * headline denies ("…致11死" for "…致11死系谣言") or only reports ("大坝建设偷工减料" for "…被指偷工减料").
 */
export const VERDICT =
  /谣言|辟谣|不实|虚假|造谣|假消息|否认|澄清|并非|被指|网传|疑似|\b(?:false|fake|debunked|denies|denied|hoax|rumou?r|alleged(?:ly)?|reportedly)\b/i

/**
 * The topic said shorter for a line that cannot hold it whole (a caption, a title's frame),
 * longest first: its claims (see `condensed`), then a thing it names in three words or more ("10
 * places in Kyoto", "Cold brew coffee at home"; two are a fragment: "Start running" for "…running
 * at 40 without getting hurt"), capitalised as a headline starts. Never one that drops what says
 * the claim is false. A title may also say a long Chinese trending title by the clause that says
 * what it is about (`subjectClauses`); a caption shows the whole on two lines instead, as the
 * clause alone drops half of 「「城市漫步」为什么突然火了，普通人该怎么开始」.
 */
export function shorterWordings(core: string, language: Language, { titled = false } = {}): string[] {
  const { claims, heads } = condensed(core, language)
  const named = heads.filter((head) => head.trim().split(/\s+/).length >= 3)
  const keepsVerdict = (text: string) => !VERDICT.test(core) || VERDICT.test(text)
  return [...claims, ...named, ...(language === 'zh' && titled ? subjectClauses(core) : [])]
    .filter(keepsVerdict)
    .map((text) => capitalise(text, language))
}

/**
 * A title's clauses in order, each with its closing ！ or ？. A colon between digits is a clock
 * time or a score ("My 5:30 AM routine", "曼联2:1水晶宫"), not a break: "My 5" is no clause.
 */
export const clauses = (text: string) =>
  [...text.matchAll(/(?:[^！!？?，,｜|；;。：:]|(?<=\d)[:：](?=\d))+[！!？?]?/g)]
    .map((m) => m[0].trim())
    .filter((clause) => [...clause].length >= 3 && clause !== text)

/**
 * The clause of a long Chinese trending title that says what it is about, as it is and condensed:
 * the one that names a work or a thing in 《》 or 「」 (「新番时光机「2012年10月篇」」 of
 * 「神作之月！十年前的奇迹！新番时光机…」, 「诚实吐槽特摄电影《新奥特曼》」 of 「评分7.0！风评不佳？…」),
 * else the first. The cries around it ("神作之月！", "评分7.0！") say nothing of the topic alone.
 */
function subjectClauses(core: string): string[] {
  const parts = clauses(core)
  const naming = parts.filter((clause) => /《[^》]+》|「[^」]+」/.test(clause))
  // A clause that asks says so with its mark, as a whole question ends with one.
  const marked = (clause: string) => (ZH_ASKS.test(clause) && !/[！!？?]$/.test(clause) ? `${clause}？` : clause)
  return (naming.length ? naming : parts.slice(0, 1)).flatMap((clause) => [
    marked(clause),
    ...condensed(clause, 'zh').claims,
  ])
}

/** The making a how-to says before the thing it makes ("make a sourdough loaf" → "sourdough loaf"). */
const MAKING = /^(?:make|bake|brew|cook|build|draw|paint|knit|sew)\s+(?:(?:a|an|the|your|my)\s+)?/i

/**
 * The phrase before a verb or a preposition, the longest first: "10 places in Kyoto", then "10
 * places". Not before a last word: it ends a clause that tells the thing, "three mistakes new
 * runners make" names no "three mistakes new runners".
 */
const headsOf = (text: string) =>
  [
    ...text.matchAll(
      /\s+(?:is|are|was|were|do|does|that|which|who|after|for|in|with|on|at|from|to|vs|worth|make|makes)\b(?=\s)/gi,
    ),
  ]
    .map((match) => text.slice(0, match.index))
    .filter((head) => head.includes(' '))
    .reverse()

/** Words after which a claim may stop: "Electric cars win" says the claim of "…win in China". */
const TAIL =
  /\s+(?:in|at|on|for|with|from|after|before|during|over|under|by|across|around|without|since|to|than|despite|amid)\b/gi

/** Words that name a kind of thing only beside their noun: "Why young wins" or "Why small wins" says another thing. */
const NOT_A_KIND =
  /^(?:a|an|the|this|these|that|those|my|your|our|their|his|her|its|some|all|most|many|more|few|every|young|old|new|small|big|large|little|quick|easy|early|good|bad|great|top|best|real|so|why)$/i
/** People are never named by what describes them: "young people" is not "young". */
const PEOPLE =
  /^(?:people|persons|kids|children|men|women|guys|girls|boys|adults|teens|parents|workers|users|students)$/i

/**
 * "Budget phones are winning" said as a headline says it: "Budget phones win", "Budget phones
 * winning"; "…winning in China" also without its trailing phrase, then, when the subject is a
 * kind of things named by its first word ("budget phones are", "electric cars are",
 * "streaming services are"), by that word ("Why budget wins", "Budget wins"). A topic of several sentences
 * ("Budget phones are winning. But why?") says its first.
 */
function claimed(core: string): string[] {
  const sentence = core.split(/(?<=[.!?])\s+/)[0].replace(/[.!?]+$/, '')
  // "Why budget phones are winning", and asked the other way round, "Why are budget phones winning?".
  const straight = /^(why\s+)?(.+?)\s+(is|are)\s+([a-z]+?)ing\b([^.!?]*)$/i.exec(sentence)
  const inverted = /^(why\s+)(is|are)\s+(.+?)\s+([a-z]+?)ing\b([^.!?]*)$/i.exec(sentence)
  const match = straight ?? (inverted && [inverted[0], inverted[1], inverted[3], inverted[2], inverted[4], inverted[5]])
  if (!match) return []
  const [, why = '', subject, be, stem, rest] = match
  const base = baseVerb(stem)
  if (!base) return [`${subject} ${stem}ing${rest}`]
  const verb = be.toLowerCase() === 'is' ? thirdPerson(base) : base
  const said = (tail: string) => [`${why}${subject} ${verb}${tail}`, `${subject} ${verb}${tail}`]
  // The trailing phrase cut before each of its prepositions, the longest first ("…in China" → "").
  const tails = [...new Set([...rest.matchAll(TAIL)].map((cut) => rest.slice(0, cut.index)).reverse())]
  const words = subject.split(/\s+/)
  const kind =
    [rest, ...tails].includes('') &&
    be.toLowerCase() === 'are' &&
    words.length === 2 &&
    !NOT_A_KIND.test(words[0]) &&
    /[^s]s$/i.test(words[1]) &&
    !PEOPLE.test(words[1])
      ? words[0]
      : null
  const byKind = kind ? [`${why}${kind} ${thirdPerson(base)}`, `${kind} ${thirdPerson(base)}`] : []
  return [...new Set([...said(rest), `${subject} ${stem}ing${rest}`, ...tails.flatMap(said), ...byKind])]
}

/**
 * The verb a present participle's stem says, when it says one for sure: "winn" → win, "fail",
 * "grow", "work"; null when its "e" cannot be told ("mak": make; "open": open).
 */
function baseVerb(stem: string): string | null {
  if (/([bdgmnprt])\1$/i.test(stem)) return stem.slice(0, -1)
  const sure =
    /(?:[aeiou]{2}[^aeiouvszcg]|[aeiou]{2}ch|rk|rt|lp|ll|ss|nt|nd|nk|sh|tch|rch|nch|ck|mp|lt|ft|rn|rm|ld|pt|ct|wn|sk|sp|rd|rl|lk|lm|xt|[aeiou][wxy]|[aeiou])$/i
  return sure.test(stem) ? stem : null
}

/** "win" → "wins", "fix" → "fixes", "try" → "tries". */
const thirdPerson = (verb: string) =>
  /(?:s|sh|ch|x|z|o)$/i.test(verb) ? `${verb}es` : /[^aeiou]y$/i.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`
