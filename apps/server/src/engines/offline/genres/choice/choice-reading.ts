import type { Language } from '@hookline/contract'

/**
 * A choice the topic weighs ("考研还是工作", "租房还是买房？", "iPhone or Android", "Should you
 * rent or buy"): its options, told one a beat, then how to choose and the creator's pick. Each
 * option is a few words; a longer "or" is a sentence, not a choice to lay out.
 */
const ZH_CHOICE =
  /^(?:你|我)?(?:是|会)?(?:该|到底|应该)?(?:选)?([^，,。！？!?\s]{1,10}?)还是([^，,。！？!?\s]{1,10}?)(?:好|呢|啊)?[？?]?$/
const EN_CHOICE = /^(?:(?:should|do|would) (?:i|you|we) )?(?:choose |pick |get |go with )?(.+?),? or (.+?)\??$/i
/** 还是 that means "still" or "after all" ("最后还是分手了"), and sayings that are no choice ("Now or never"). */
const ZH_STILL = /^(?:终究|最后|最终|结果|到头来|依然|仍然|其实|果然|但|可|却|他|她|它)/
const EN_SAYING =
  /^(?:now or never|sooner or later|more or less|trick or treat|sink or swim|do or die|ride or die|truth or dare|rain or shine|win or lose|dead or alive|to be or not to be|one way or another|like it or not|believe it or not)\b/i
export function choiceOptions(core: string, script: Language): string[] | null {
  const match = (script === 'zh' ? ZH_CHOICE : EN_CHOICE).exec(core.trim())
  if (!match || EN_SAYING.test(core.trim())) return null
  // A choice is weighed before it is made: "…还是分手了" tells what happened.
  if (script === 'zh' && (ZH_STILL.test(match[1]) || /了$/.test(match[2]))) return null
  const options = [match[1], match[2]].map((option) => option.trim().replace(/^(?:a|an|the)\s+/i, ''))
  const short = (option: string) =>
    script === 'zh' ? [...option].length >= 2 : option.split(/\s+/).length <= 3 && option.length >= 2
  return options.every(short) && options[0].toLowerCase() !== options[1].toLowerCase() ? options : null
}
