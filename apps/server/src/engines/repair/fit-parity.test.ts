import { describe, expect, it } from 'vitest'
import * as craft from '@hookline/contract/fit-text'
import * as offline from '../offline/fit-text'
import { trimToSeconds } from '../offline/lines/fill'

/**
 * The contract's text fitting is the offline engine's, moved: until the offline engine imports it,
 * both must give the same bytes on every input, so switching changes no draft.
 */

const PIECES = {
  zh: [
    '押金被扣光',
    '坑都埋在签约那天',
    '「城市漫步」为什么突然火了',
    '【这里说你的经历，约 8 秒】',
    '早上6:30起床',
    '曼联2:1水晶宫',
    '你知道吗',
    '为什么越来越多的年轻人开始不买新衣服',
    '而是去二手平台淘货',
    '反向消费',
    '《长安三万里》',
    '“平替”的3个真相',
    '先看采光和水压',
    '第一次租房',
  ],
  en: [
    "Don't buy a budget phone",
    'before you watch this',
    'What I learned cooking for a week',
    '[your own result, about 5 s]',
    'My 5:30 AM routine',
    'Is remote work over',
    'three rules fix your whole week',
    'the storage you never clear',
    '"budget phones"',
    'and it is not the battery',
    'Why are eggs so expensive',
    '(beat)',
  ],
}
const JOINS = { zh: ['，', '。', '！', '？', '', '：', '、', '；'], en: [', ', '. ', '! ', '? ', ' ', ' — ', ': '] }

/** A deterministic stream of numbers (mulberry32), so a failure names an input that can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function texts(count: number): Array<{ text: string; language: 'zh' | 'en' }> {
  const next = random(40)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]
  return Array.from({ length: count }, () => {
    const language = next() < 0.5 ? 'zh' : 'en'
    // Some texts mix in the other language's pieces, as topics do.
    const pool = next() < 0.2 ? [...PIECES.zh, ...PIECES.en] : PIECES[language]
    let text = pick(pool)
    for (let n = Math.floor(next() * 5); n > 0; n--) text += pick(JOINS[language]) + pick(pool)
    if (next() < 0.5) text += pick(JOINS[language]).trim()
    if (next() < 0.1) text = `${text}\n${pick(pool)}`
    return { text, language }
  })
}

const INPUTS = texts(250)

describe('the contract’s text fitting against the offline engine’s', () => {
  it('fits to a length the same way: fitText, leadingWords, wholeWordCut, fitLines, firstSentence', () => {
    let compared = 0
    for (const { text, language } of INPUTS) {
      expect(craft.firstSentence(text)).toBe(offline.firstSentence(text))
      for (const max of [2, 6, 12, 20, 32]) {
        for (const unit of ['character', 'chinese-character'] as const) {
          const options = { language, unit }
          expect(craft.fitText(text, max, options)).toBe(offline.fitText(text, max, options))
          expect(craft.fitText(text, max, { ...options, wholeWords: true })).toBe(
            offline.fitText(text, max, { ...options, wholeWords: true }),
          )
          expect(craft.leadingWords(text, max, options)).toBe(offline.leadingWords(text, max, options))
          expect(craft.fitLines(text, max, options)).toBe(offline.fitLines(text, max, options))
          for (const flags of [{}, { evenAQuestion: true }, { atPhrase: true }])
            expect(craft.wholeWordCut(text, max, options, flags)).toBe(offline.wholeWordCut(text, max, options, flags))
          compared += 7
        }
      }
    }
    expect(compared).toBeGreaterThan(15_000)
  }, 60_000)

  it('trims to seconds the same way as lines/fill.ts trimToSeconds', () => {
    for (const { text, language } of INPUTS)
      for (const seconds of [0, 0.5, 1, 2, 3, 4.5, 6, 10, 15])
        expect(craft.trimToSeconds(text, seconds, language)).toBe(trimToSeconds(text, seconds, language))
  }, 60_000)
})
