import { asksIfWorthWatching } from '../reaction/reaction-reading'

/**
 * A topic that asks whether something is worth it ("iPhone 17值得买吗", "Is the Nintendo Switch 2
 * worth it"): a buying decision, answered as a review (verdict first, hands-on, who it is for),
 * not as three points.
 */
const ZH_WORTH =
  /值得(?:买|入手|入|换|升级|冲)|值不值|要不要(?:买|入手|换|升级)|该不该(?:买|入手|换|升级)|有必要(?:买|入手|换|升级)/
const EN_WORTH =
  /\bworth (?:it|buying|getting|the (?:money|hype|upgrade|price))\b|\bshould (?:you|i) (?:buy|get|upgrade)\b|\bworth (?:upgrading|switching)\b/i
/** Not where to go (值得去吗): a place is no product. */
export const asksIfWorthIt = (core: string) =>
  (ZH_WORTH.test(core) || EN_WORTH.test(core)) && !asksIfWorthWatching(core)
