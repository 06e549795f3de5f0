import type { Language } from '@hookline/contract'

/**
 * News of something announced or released (a product, an album, a rule, a ticket sale): viewers
 * want what is known so far and why it matters, not "the sides" of a story nobody disputes. A
 * headline that names a dispute (争议, 回应, backlash) is told with its sides whatever it announces.
 */
const ZH_ANNOUNCED = /官宣|宣布|发布|公布|上线|上市|发售|开售|定档|上映|推出|亮相|曝光|来了$|新规|出台|实施|施行|生效/
const EN_ANNOUNCED =
  /\b(?:announce[sd]?|unveil(?:s|ed)?|launch(?:es|ed)?|release[sd]?|reveal(?:s|ed)?|premieres?|new rules?|takes effect|goes on sale|drops?)\b/i
const ZH_DISPUTED = /争议|质疑|回应|吵|热议|网友|骂|翻车|维权|投诉|道歉|辟谣|否认|起诉|被查|落马/
const EN_DISPUTED =
  /\b(?:backlash|slams?|controvers\w*|debate\w*|criticis\w*|criticiz\w*|row|feud|denies|denied|sued|sues|accus\w*|apologi\w*|boycott\w*)\b/i

/** A headline that names a dispute: told with its sides, whatever it announces or a show it names. */
export const namesADispute = (core: string, script: Language) =>
  (script === 'zh' ? ZH_DISPUTED : EN_DISPUTED).test(core)

export const readsAsAnnouncement = (core: string, language: Language): boolean =>
  (language === 'zh' ? ZH_ANNOUNCED : EN_ANNOUNCED).test(core) && !namesADispute(core, language)
