import type { Language } from '@hookline/contract'

/**
 * The topic without the words a thumbnail can do without, longest first: the question word in
 * front, fillers and the closing particle ("为什么年轻人开始不爱喝奶茶了" → "年轻人不爱喝奶茶了？"),
 * then in Chinese the words a claim keeps without ("为什么现在的年轻人都不爱结婚了" → "年轻人不爱
 * 结婚了？"); in English a claim said shorter, as a headline says it ("Why budget phones are
 * winning" → "Why budget phones win", "Budget phones win", "Budget phones winning"), and only
 * then the phrase before a verb or a preposition, the longest first ("10 places in Kyoto in one
 * day" → "10 places in Kyoto"; "The iPhone 16 Pro after 6 months" → "iPhone 16 Pro"), which keeps
 * a thing but loses a claim ("Budget phones?"). A question stays one by its mark. "What I
 * learned…" is no question: it keeps its "What".
 */
export function condensed(core: string, language: Language): { claims: string[]; heads: string[] } {
  if (language === 'zh') {
    const asked = /为什么|为何|如何|怎么|怎样|[吗呢？?]$/.test(core)
    const bare = core
      .replace(/^(?:为什么|为何|如何|怎么|怎样)/, '')
      // 开始 as "starting to" ("开始反向消费"), not as what is asked ("该怎么开始").
      .replace(/开始(?=\p{Script=Han})|突然|居然|竟然|到底|究竟|真的|其实|终于|已经/gu, '')
      .replace(/[吗呢吧啊？?！!。]+$/, '')
    const barer = bare.replace(/(?:现在|如今|当下|越来越多)的|(?<=\p{Script=Han})都(?=不|没)/gu, '')
    return { claims: [...new Set([bare, barer])].map((text) => (asked ? `${text}？` : text)), heads: [] }
  }
  const clause = /^(?:what|when|where|who)\s+(?:i|you|we|they|he|she|my|your|our)\b/i.test(core)
  const asked =
    /\?$/.test(core) || (!clause && /^(?:why|what|when|where|who|is|are|do|does|can|should|will)\b/i.test(core))
  const mark = (text: string) => (asked ? `${text}?` : text)
  const bare = core
    .replace(
      clause ? /^(?:the|a|an)\s+/i : /^(?:how to|why|what|when|where|who|is|are|do|does|can|should|will|the|a|an)\s+/i,
      '',
    )
    .replace(/[?!.]+$/, '')
  // The phrase before a verb or a preposition, the longest first: "10 places in Kyoto", then "10 places".
  const heads = [
    ...bare.matchAll(
      /\s+(?:is|are|was|were|do|does|that|which|who|after|for|in|with|on|at|from|to|vs|worth|make|makes)\b/gi,
    ),
  ]
    .map((match) => bare.slice(0, match.index))
    .filter((head) => head.includes(' '))
    .reverse()
  return { claims: [mark(bare), ...claimed(core)], heads: heads.map(mark) }
}

/**
 * "Budget phones are winning" said as a headline says it: "Budget phones win", "Budget phones
 * winning". A topic of several sentences ("Budget phones are winning. But why?") says its first.
 */
function claimed(core: string): string[] {
  const sentence = core.split(/(?<=[.!?])\s+/)[0].replace(/[.!?]+$/, '')
  const match = /^(why\s+)?(.+?)\s+(is|are)\s+([a-z]+?)ing\b([^.!?]*)$/i.exec(sentence)
  if (!match) return []
  const [, why = '', subject, be, stem, rest] = match
  const base = baseVerb(stem)
  const verb = base && (be.toLowerCase() === 'is' ? thirdPerson(base) : base)
  const forms = verb ? [`${why}${subject} ${verb}${rest}`, `${subject} ${verb}${rest}`] : []
  return [...new Set([...forms, `${subject} ${stem}ing${rest}`])]
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
