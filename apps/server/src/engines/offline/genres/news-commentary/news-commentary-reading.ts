import type { Language } from '@hookline/contract'
import { withoutClockTimes, type Shape } from '../../topic-shape'

/**
 * Headlines of something that happened (the trending lists are mostly these): a result, an
 * announcement, a statement, a rule taking effect, a show, a figure reached. A talking head about
 * one is news commentary — what happened, the sides, a take — not "3 points worth saving" with
 * #干货分享. Questions, how-tos and lists of tips are never news here.
 */
// 居然 / 竟然 report something that happened and should not have ("杭州居然有科普展贩卖保护动物"),
// unless the creator says it of themselves ("我居然学会了游泳").
const ZH_NEWS =
  /(?<!我)(?:居然|竟然)|晋级|夺冠|夺得|卫冕|击败|战胜|逆转|绝杀|惜败|不敌|淘汰|出局|\d+\s*[:：比]\s*\d+|vs|对阵|官宣|宣布|发布|公布|通报|回应|表态|声明|辟谣|曝光|致敬|悼念|退役|复出|加盟|转会|签约|当选|任命|辞职|落马|被查|出台|实施|施行|生效|新规|上线|上市|发售|定档|上映|首映|票房|开幕|闭幕|举行|召开|演唱会|发布会|峰会|大会|比赛|决赛|联赛|世界杯|亚洲杯|奥运|涨价|降价|上涨|下跌|暴涨|暴跌|大涨|大跌|创新高|突破|超\s*\d|破\s*\d|达\s*\d|首次|首个|最新|热议|刷屏|冲上|登顶|来了$/
const EN_NEWS =
  /\b(?:wins?|won|beats?|beaten|defeats?|defeated|vs\.?|v\.|draws?|qualif(?:y|ies|ied)|knocked out|eliminated|announce[sd]?|unveil(?:s|ed)?|launch(?:es|ed)?|release[sd]?|confirm(?:s|ed)?|denies|denied|resigns?|resigned|retires?|retired|signs?|signed|elected|appointed|banned|bans|recalls?|recalled|arrested|charged|sued|sues|premieres?|premiered|tour|concert|summit|final|finals|championship|cup|olympics|record|soars?|surges?|plunges?|tumbles?|hits? \$?\d|tops?|reaches|passes \d|new rules?|takes effect|breaking(?! bad\b))\b|\d+\s*[-–:]\s*\d+/i

export function readsAsNews(core: string, language: Language, shape: Shape): boolean {
  // A count of something the topic lists ("三个误区") is advice; a figure ("超500万件") is not.
  const listsAdvice = shape.kind === 'list' && shape.item.zh !== '要点'
  if (shape.kind === 'why' || shape.kind === 'how' || listsAdvice) return false
  return (language === 'zh' ? ZH_NEWS : EN_NEWS).test(withoutClockTimes(core))
}
