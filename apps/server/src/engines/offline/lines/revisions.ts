import type { Language, QuickAction } from '@hookline/contract'

/**
 * What the offline engine writes when the creator revises a draft in conversation, as a writer
 * edits it: a quick action or a free-text request. Its own drafts are written again with the
 * change (follow-up.ts); a draft a model wrote is changed in place by rules (revise.ts). Either
 * way a note tells the creator what was done, and says plainly what needs a model: the engine
 * reads only the quick actions' keywords and a length in free text, and cannot re-write a model's
 * sentences.
 *
 * Placeholders:
 * - `{text}` the creator's request as they wrote it;
 * - `{understood}` what the engine read in it: the actions' names (ACTION_NAMES) and a length
 *   (`seconds`), listed ("更短、30 秒", "shorter, 30 s");
 * - `{seconds}` a length in seconds; `{before}`, `{after}` the draft's length before and after;
 * - `{what}` the name of the action that needs a model ("更幽默", "more humorous");
 * - `{beat}` the number of the beat a data point went into (2: the second beat), the one with the
 *   most room for it, or the beat a fact from a follow-up went into;
 * - `{fact}` that fact, as the creator wrote it.
 */

/** How the notes name each quick action. */
export const ACTION_NAMES: Record<QuickAction, Record<Language, string>> = {
  shorter: { zh: '更短', en: 'shorter' },
  punchier_hook: { zh: '开头更抓人', en: 'punchier hook' },
  more_humorous: { zh: '更幽默', en: 'more humorous' },
  more_professional: { zh: '更专业', en: 'more professional' },
  add_data_point: { zh: '加数据', en: 'add a data point' },
  translate: { zh: '翻译', en: 'translate' },
  continue: { zh: '接着写完', en: 'finish it' },
}

export interface RevisionNotes {
  /** Free text in which the engine found no action and no length. */
  notUnderstood: string
  /** Free text in which it found some. */
  understood: string
  seconds: string
  /** The draft's length changed ("shorter", "cut to 30 s"). */
  retimed: string
  /** An action the engine cannot do to a model's draft. */
  needsModel: string
  /** "More humorous" on a death, a disaster or an illness: the draft stays sober. */
  humourDeclined: string
  humorous: string
  /** "More professional" on the engine's own draft. */
  professional: string
  /** "More professional" on a model's draft: only emoji and exclamation marks can go. */
  sobered: string
  dataPoint: string
  punchierHook: string
  /** "Translate": the engine writes its own lines again in the other language, not the creator's topic. */
  translated: string
  /** A fact the creator wrote in a follow-up ("价格是 3999 元"), said in the beat it belongs to (`{beat}`, `{fact}`). */
  fact: string
}

export const REVISION_NOTES: Record<Language, RevisionNotes> = {
  zh: {
    notUnderstood: '离线模板引擎读不懂这条要求（它只认快捷操作的关键词和时长），需要配置模型才能执行：{text}',
    understood: '修改要求「{text}」按关键词理解为：{understood}；其余部分需要模型才能执行。',
    seconds: '{seconds} 秒',
    retimed: '时长调整：约 {before} 秒 → {after} 秒',
    needsModel: '「{what}」需要改写句子本身，离线模板引擎做不到：请配置模型后再试，或手动修改。',
    humourDeclined: '这个话题涉及伤亡或不幸，离线引擎不会把它改成幽默口吻，全文保持克制',
    humorous: '已换成更轻松的说法：每个要点都注明用轻松、自嘲的口吻来说，时间够的段落加了一句玩笑，可以换成你自己的梗',
    professional: '已调整为专业语气：去掉表情和感叹，请补充括号中的出处与结论',
    sobered: '已去掉表情和感叹号，语气更克制',
    dataPoint: '已在镜头 {beat} 加入数据位：请填入真实数字并注明来源，发布前核实',
    punchierHook: '已强化开场钩子：第一帧直接给结果或冲突',
    translated: '已用中文重新组织离线引擎自己写的内容；你的选题保持原文，不做翻译',
    fact: '已把你提供的信息写进镜头 {beat}：「{fact}」，发布前请核实',
  },
  en: {
    notUnderstood:
      "The offline template engine could not act on this request (it only reads the quick actions' keywords and a length); a model is needed for it: {text}",
    understood: 'Request "{text}" read as: {understood}; anything else in it needs a model.',
    seconds: '{seconds} s',
    retimed: 'Re-timed: about {before} s → {after} s',
    needsModel:
      '"{what}" means re-writing the sentences themselves, which the offline template engine cannot do: configure a model and ask again, or edit by hand.',
    humourDeclined: 'This topic involves death, injury or misfortune, so the draft stays sober rather than humorous',
    humorous:
      'Lighter register: each point asks for a light, self-mocking delivery, and beats with time get a joke line; swap in your own',
    professional: 'Made it more professional: no emoji or exclamations; fill in the sources in brackets',
    sobered: 'Took out emoji and exclamation marks for a more sober register',
    dataPoint: 'Added a data point to beat {beat}: fill in a real figure and cite the source before publishing',
    punchierHook: 'Punchier hook: open on the result or the conflict',
    translated:
      'Re-composed in English: the lines the offline engine wrote are now in English; your topic stays as you wrote it',
    fact: 'Put what you wrote into beat {beat}: "{fact}"; check it before publishing',
  },
}

/** "Add a data point": a sourced figure only the creator can give, said in the beat with the most room for it. */
export const DATA_LINE: Record<Language, string> = {
  zh: '根据【写下数据来源】，【写下具体数字】。',
  en: 'According to [name the source], [say the exact figure].',
}

/** The on-screen text of the beat a data point went into (a model's draft). */
export const DATA_SCREEN: Record<Language, string> = { zh: '📊 【数据】', en: '📊 [figure]' }
