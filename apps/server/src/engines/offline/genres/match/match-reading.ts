import type { Language } from '@hookline/contract'
import { withoutClockTimes } from '../../topic-shape'

/**
 * A match: a result between sides ("曼联2:1水晶宫", "湖人逆转勇士", "Lakers beat the Celtics in
 * overtime"), a round won or lost ("U17国足晋级亚洲杯", "郑钦文晋级决赛"), or a fixture named with a
 * sport ("CBA广东vs辽宁"). News of one is told by the result, the moments that decided it, who
 * stood out and what comes next, not by "the sides". "A vs B" alone is no match ("咖啡vs茶",
 * "iPhone vs Android"): without a score, a result or a sport it stays as it reads.
 */
const ZH_RESULT =
  /\d+\s*[:：比]\s*\d+|战胜|击败|逆转|绝杀|惜败|不敌|横扫|完胜|险胜|爆冷|晋级|夺冠|卫冕|出局|被淘汰|止步/
const ZH_SPORT =
  /足球|篮球|排球|女排|男篮|女篮|国足|男足|女足|乒乓|羽毛球|网球|斯诺克|\bF1\b|\bNBA\b|\bCBA\b|英超|西甲|德甲|意甲|法甲|欧冠|中超|世界杯|亚洲杯|欧洲杯|奥运|联赛|决赛|半决赛|德比|比赛|赛季|主场|客场/i
const EN_RESULT =
  /\b(?:beat|beats|defeat|defeats|defeated|edge|edges|edged|thrash|thrashes|thrashed|stun|stuns|stunned|rout|routs|routed|knocked out|eliminated|advance to|advances to|win(?:s)? the (?:final|title|cup|championship|series|league)|won the (?:final|title|cup|championship|series|league))\b|\b\d{1,3}\s*[-–]\s*\d{1,3}\b(?!\s*(?:job|years?|months?|days?|hours?|minutes?|weeks?|am|pm)\b)/i
const EN_SPORT =
  /\b(?:football|soccer|basketball|baseball|hockey|tennis|rugby|cricket|nba|nfl|nhl|mlb|f1|ufc|premier league|la liga|serie a|bundesliga|champions league|world cup|olympics?|derby|match|final|semi-?final|playoffs?|overtime|grand slam)\b/i
const ZH_VERSUS = /vs|对阵|对决/i
const EN_VERSUS = /\bvs\.?\s|\bv\.?\s|\bversus\b/i

export function readsAsMatch(topic: string, script: Language): boolean {
  const core = withoutClockTimes(topic)
  return script === 'zh'
    ? ZH_RESULT.test(core) || (ZH_VERSUS.test(core) && ZH_SPORT.test(core))
    : EN_RESULT.test(core) || (EN_VERSUS.test(core) && EN_SPORT.test(core))
}
