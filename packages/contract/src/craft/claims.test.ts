import { describe, expect, it } from 'vitest'
import { findClaims } from './claims'

/**
 * The claims rule over sentences as creators and models write them: each row is a sentence and
 * the claims the check reports in it, in order. A denied claim is a caution (no finding); a word
 * that merely contains a claim is no claim; what context may excuse (a sports 首选) stays a
 * finding for the model to judge. No row is rewritten: the rule only reports.
 */
const TABLE: Array<[sentence: string, claims: string[]]> = [
  // Chinese claims, affirmed.
  ['淄博烧烤全网第一火', ['全网第一']],
  ['这是史上最全的租房攻略', ['史上最']],
  ['国家级大师亲手调配', ['国家级']],
  ['这款面霜零风险、无副作用', ['零风险', '无副作用']],
  ['三天根治脚气', ['根治']],
  ['他是球队的首选门将', ['首选']],
  ['这款洗发水绝对有效', ['绝对']],
  ['不仅是全网第一，还是销量第一', ['全网第一', '销量第一']],
  ['不是全网第一，而是全球第一', ['全球第一']],
  ['最好用的国产手机', ['最好']],
  ['没想到它是同类第一', ['同类第一']],
  ['这是我用过最好的面膜', ['最好']],
  // A question that hands the superlative to the viewer asks; one without a question word asserts.
  ['你吃过淄博烧烤吗？评论区说说哪家最好吃。', []],
  ['哪家最好吃？', []],
  ['你觉得哪个最好用？', []],
  ['这是全网第一吗？', ['全网第一']],
  ["What's the best-ever pizza you've had?", []],
  ['Is this the best-ever pizza?', ['the best-ever']],
  // Chinese claims, denied or doubted: cautions.
  ['糖尿病目前无法根治，只能控制。', []],
  ['没有哪款面霜是零风险的', []],
  ['并非全网第一，但口碑不错', []],
  ['这不是最好的选择', []],
  ['别信什么史上最低价', []],
  ['贵的未必是最佳', []],
  ['进口的不一定是首选', []],
  ['脚气很难根治，要坚持用药', []],
  ['任何药都不能说无副作用', []],
  // Chinese words that contain a claim but make none.
  ['第一步先看合同，第一次租房别慌', []],
  ['他在比赛里拿了第一名', []],
  ['她凭这部片拿下最佳女主角', []],
  ['杭州居然有科普展贩卖国家级保护动物', []],
  ['U17国足晋级，下赛季踢顶级联赛', []],
  ['你最好别空腹喝咖啡', []],
  ['绝对不要空腹吃药', []],
  ['拿到永久居民身份以后', []],
  ['这是唯一的办法', []],
  ['特别是首选的那一款', ['首选']],
  // Done without something, the claim still stands.
  ['不吃药也能根治脚气', ['根治']],
  ['不用节食就能零风险瘦身', ['零风险']],
  // English claims, affirmed.
  ['The best phone ever? Guaranteed.', ['Guaranteed']],
  ['the best-ever budget phone, #1 in sales', ['the best-ever', '#1']],
  ['This serum is 100% effective.', ['100% effective']],
  ['A miracle cream for wrinkles', ['miracle cream']],
  ['This tea cures anxiety in a week.', ['cures']],
  ['It cured my back pain overnight.', ['cured']],
  ['Finally, a cure for baldness.', ['cure']],
  ['Try it risk-free for 30 days.', ['risk-free']],
  ['This trick never fails.', ['never fails']],
  ["We guarantee you won't regret it.", ['guarantee']],
  ["It's the world's best coffee.", ["the world's best"]],
  ['No doubt the best-ever sequel.', ['the best-ever']],
  ['No. 1 in the charts this week.', ['No. 1']],
  // "Nothing beats" boasts; it denies nothing.
  ['Nothing beats our #1 formula.', ['#1']],
  // English claims, denied: cautions.
  ['No cat is risk-free.', []],
  ['Nothing is guaranteed.', []],
  ['There is no cure for a cold.', []],
  ["Results aren't guaranteed.", []],
  ['Never trust a miracle cure.', []],
  ['Nobody can guarantee you a profit.', []],
  ["It isn't the best-ever phone, but it's good.", []],
  ['No diet is 100% safe.', []],
  // English words that contain a claim but make none.
  ['How to make cured salmon', []],
  ['a cured ham on the board', []],
  ['Cure the bacon for 3 days.', []],
  ['Salt-cured egg yolks over pasta', []],
  ['Should we have a guaranteed minimum wage?', []],
  ['Universal guaranteed income, explained', []],
  ['It comes with a money-back guarantee.', []],
  ['The number one mistake new runners make', []],
  ['#1: pick a budget', []],
  ["It's a miracle he survived.", []],
]

describe('the claims rule', () => {
  it('has a table of at least 40 sentences in both languages, with and without negation', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40)
    expect(TABLE.filter(([s]) => /[\u4e00-\u9fff]/.test(s)).length).toBeGreaterThanOrEqual(20)
    expect(TABLE.filter(([s]) => !/[\u4e00-\u9fff]/.test(s)).length).toBeGreaterThanOrEqual(20)
  })

  it.each(TABLE)('%s → %j', (sentence, claims) => {
    expect(findClaims(sentence)).toEqual(claims)
  })

  it('reads negation clause by clause: a turn starts a new clause', () => {
    expect(findClaims('Nothing is perfect, but this one is guaranteed.')).toEqual(['guaranteed'])
    expect(findClaims('没有十全十美的东西，但这款是全网第一')).toEqual(['全网第一'])
  })
})
