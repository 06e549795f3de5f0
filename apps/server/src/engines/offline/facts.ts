import type { Language } from '@hookline/contract'
import { endSentence } from './context'

/**
 * A fact the creator gives in a free-text follow-up ("价格是 3999 元", "it launched on May 3"):
 * the offline engine cannot read what a request asks, but a figure, a price or a date is the
 * creator's own words for a line only they could know, so it is said in the beat it belongs to
 * instead of being set aside as a request that needs a model. Only text that carries a number or
 * a date counts; a length ("cut it to 30 s") is a length, not a fact.
 */

/** A length or a count of seconds the request sets: read by requests.ts, never a fact. */
const LENGTH = /\d+(?:\.\d+)?\s*(?:秒钟?|分钟|s\b|secs?\b|seconds?\b|minutes?\b|mins?\b)/gi
/** A number, or a date written with a month's name. */
const CARRIES_FACT =
  /\d|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+\d/i
/** How a request introduces what to add: "加上：", "请补充", "add that", "mention". Not part of the fact. */
const ASKING = {
  zh: /^(?:请|麻烦)?(?:帮我)?(?:加上|加一句|加入|写上|写进去?|补充(?:一下)?|提一下|说一下|注明|告诉观众)[:：，,\s]*/u,
  en: /^(?:please\s+)?(?:add|mention|include|say|note|tell (?:them|viewers))(?:\s+that)?[:,]?\s*/i,
}

/** The fact a request carries, as a sentence to say; null when it carries none. */
export function factOf(text: string, language: Language): string | null {
  const said = text.trim().replace(ASKING.zh, '').replace(ASKING.en, '').trim()
  if (!said || !CARRIES_FACT.test(said.replace(LENGTH, ' '))) return null
  // A request that is only a length and an action ("压到 30 秒", "shorter, 20 s") has nothing left to say.
  if (!/[\p{L}]{2,}/u.test(said.replace(LENGTH, ' ').replace(/[\d\s\p{P}]+/gu, ' '))) return null
  const sentence = language === 'en' ? said[0].toUpperCase() + said.slice(1) : said
  return endSentence(sentence, language)
}

/**
 * What beat a fact belongs to, by what it is about: a price goes where the verdict or who it is
 * for is said, a date where what happened or what is known is; anything else to the beat whose
 * words it shares most, else to the one with the most seconds (where the beat keeps most room).
 */
const ABOUT: Array<{ fact: RegExp; beat: RegExp }> = [
  {
    fact: /[¥$€£]|\d\s*(?:元|块|万|美元|rmb|yuan|dollars?|usd|eur)|价格|售价|定价|多少钱|price|costs?|priced/i,
    beat: /结论|值不值|价格|适合谁|缺点|优点|verdict|worth|price|who it is for|pros|cons/i,
  },
  {
    fact: /\d+\s*(?:月|日|号)|\d{4}\s*年|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+\d|\b(?:launched|released|announced|opened|started|on sale)\b|发布|上线|发售|开售|开幕|宣布/i,
    beat: /事件|经过|已知|发生|公布|结果|背景|开始|what happened|what we know|the news|what is known|result|background|setup|the scene/i,
  },
]

/** Words a fact and a beat share (Latin words of four letters or more, Chinese pairs of characters). */
function shared(a: string, b: string): number {
  const words = (text: string) => {
    const han = [...text.replace(/[^\p{Script=Han}]/gu, '')]
    return new Set([
      ...(text.toLowerCase().match(/[a-z]{4,}/g) ?? []),
      ...han.slice(0, -1).map((ch, i) => ch + han[i + 1]),
    ])
  }
  const mine = words(a)
  return [...words(b)].filter((word) => mine.has(word)).length
}

export interface FactBeat {
  label: string
  text: string
  seconds: number
}

export function factBeat(fact: string, beats: FactBeat[]): number {
  if (beats.length === 0) return -1
  for (const { fact: about, beat } of ABOUT) {
    if (!about.test(fact)) continue
    const at = beats.findIndex((candidate) => beat.test(candidate.label))
    if (at >= 0) return at
  }
  const scores = beats.map((beat) => shared(fact, `${beat.label} ${beat.text}`))
  const best = Math.max(...scores)
  if (best > 0) return scores.indexOf(best)
  const seconds = beats.map((beat) => beat.seconds)
  return seconds.indexOf(Math.max(...seconds))
}
