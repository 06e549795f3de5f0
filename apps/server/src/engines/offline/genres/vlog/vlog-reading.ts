import { withoutClockTimes } from '../../topic-shape'

/**
 * A topic that says it is a day or a routine filmed as it goes ("我的早八通勤vlog", "周末在家的一天",
 * "My morning routine", "A day in my life as a nurse"): told as a vlog, moment by moment. Not
 * advice about one ("Morning routine for productivity").
 */
const ZH_FILMED_DAY = /vlog|的一天|一日游|日常记录|跟我一起(?:过|度过)/i
const EN_FILMED_DAY =
  /\bvlog\b|\bday in (?:my|the|a) life\b|\bmy (?:morning|night|evening|nighttime|daily|weekend|sunday|skincare|self-care) routine\b|\bspend (?:a|the) day with me\b/i
export const filmsADay = (topic: string) => {
  // "My 5:30 AM morning routine" is my morning routine, at an hour.
  const core = withoutClockTimes(topic)
  return ZH_FILMED_DAY.test(core) || EN_FILMED_DAY.test(core)
}
