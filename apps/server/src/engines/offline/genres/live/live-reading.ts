import type { Language } from '@hookline/contract'
import { namesADispute } from '../announcement/announcement-reading'

/**
 * A show that was played: a concert, a festival set, a tour stop ("邓紫棋南宁演唱会", "汪苏泷杭州演唱会",
 * "Taylor Swift's Eras Tour in Singapore"). People look for its moments and for how it was, so a
 * talking head about one is a reaction to it, not news with sides. Tickets, dates and line-ups are
 * news of one announced (readsAsAnnouncement); a dispute (退票, a cancelled show) keeps its sides.
 */
// Not a tour alone ("my apartment tour", "campus tour"), nor 专场 (a stand-up special has no songs).
const ZH_SHOW = /演唱会|音乐节|巡演|巡回演出|\blivehouse\b/i
const EN_SHOW =
  /\b(?:concerts?|gigs?|music festival|live show|setlist|(?:world|stadium|arena|farewell|reunion|eras) tour)\b/i
const ZH_SHOW_NEWS = /门票|开票|开售|抢票|票价|官宣|定档|宣布|公布|取消|延期|退票|阵容|名单/
const EN_SHOW_NEWS =
  /\b(?:tickets?|presale|announce[sd]?|dates?|cancel(?:s|led|ed)?|postpone[sd]?|refunds?|line-?up)\b/i

export const playedShow = (core: string, script: Language): boolean =>
  script === 'zh'
    ? ZH_SHOW.test(core) && !ZH_SHOW_NEWS.test(core) && !namesADispute(core, script)
    : EN_SHOW.test(core) && !EN_SHOW_NEWS.test(core) && !namesADispute(core, script)
