import type { Brief, Language, QuickAction, Script } from '@hookline/contract'
import { pendingRequest, type EngineTurn } from '../engine'
import { detectLanguage } from '@hookline/contract'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { planRequest, requestLengths, requestPlans, type RequestPlan } from '../requests'
import { composeDraft, type ComposeOptions } from './compose'
import { applyAction, retime, retimeNote } from './revise'
import { isSensitive } from './topic-shape'

/** The label the offline engine saves on its versions (ScriptEngine.label). */
export const OFFLINE_ENGINE_LABEL = 'offline'

const isEmpty = (plan: RequestPlan) => plan.actions.length === 0 && !plan.text && plan.targetSeconds === null

const actionNames: Record<QuickAction, Record<Language, string>> = {
  shorter: { zh: '更短', en: 'shorter' },
  punchier_hook: { zh: '开头更抓人', en: 'punchier hook' },
  more_humorous: { zh: '更幽默', en: 'more humorous' },
  more_professional: { zh: '更专业', en: 'more professional' },
  add_data_point: { zh: '加数据', en: 'add a data point' },
  translate: { zh: '翻译', en: 'translate' },
}

/**
 * What became of a request's free text: the offline engine reads only the quick actions'
 * keywords and an explicit length in it; anything else needs a model, and the note says so.
 */
function requestNote(plan: RequestPlan, language: Language): string | null {
  if (!plan.text) return null
  const understood = [
    ...plan.actions.map((a) => actionNames[a][language]),
    ...(plan.targetSeconds ? [language === 'zh' ? `${plan.targetSeconds} 秒` : `${plan.targetSeconds} s`] : []),
  ]
  if (understood.length === 0) {
    return language === 'zh'
      ? `离线模板引擎读不懂这条要求（它只认快捷操作的关键词和时长），需要配置模型才能执行：${plan.text}`
      : `The offline template engine could not act on this request (it only reads the quick actions' keywords and a length); a model is needed for it: ${plan.text}`
  }
  return language === 'zh'
    ? `修改要求「${plan.text}」按关键词理解为：${understood.join('、')}；其余部分需要模型才能执行。`
    : `Request "${plan.text}" read as: ${understood.join(', ')}; anything else in it needs a model.`
}

/** What an action changes when the engine re-composes its own draft, and the note that says so. */
function composeAction(
  action: QuickAction,
  options: ComposeOptions,
  language: Language,
  sensitive: boolean,
): string | null {
  switch (action) {
    case 'more_humorous':
      // No jokes about a death, an accident or an illness: the draft stays sober and says why.
      if (sensitive) {
        return language === 'zh'
          ? '这个话题涉及伤亡或不幸，离线引擎不会把它改成幽默口吻，全文保持克制'
          : 'This topic involves death, injury or misfortune, so the draft stays sober rather than humorous'
      }
      options.tone = 'humorous'
      return language === 'zh'
        ? '已换成更轻松的说法：每个要点都注明用轻松、自嘲的口吻来说，时间够的段落加了一句玩笑，可以换成你自己的梗'
        : 'Lighter register: each point asks for a light, self-mocking delivery, and beats with time get a joke line; swap in your own'
    case 'more_professional':
      options.tone = 'professional'
      return language === 'zh'
        ? '已调整为专业语气：去掉表情和感叹，请补充括号中的出处与结论'
        : 'Made it more professional: no emoji or exclamations; fill in the sources in brackets'
    case 'add_data_point':
      options.dataPoint = true
      return language === 'zh'
        ? '已在镜头 2 加入数据位：请填入真实数字并注明来源，发布前核实'
        : 'Added a data point to beat 2: fill in a real figure and cite the source before publishing'
    case 'punchier_hook':
      options.punchierHook = true
      return language === 'zh'
        ? '已强化开场钩子：第一帧直接给结果或冲突'
        : 'Punchier hook: open on the result or the conflict'
    default:
      return null
  }
}

/**
 * Re-creates a conversation's next version in `language` from the brief and every request so
 * far (`plans`, the new one last). The offline engine's drafts are all its own text, so this is
 * how it translates, changes the register, and changes the length: the draft is composed at the
 * length the requests arrive at, so it says less (not the same words faster) and its counts
 * ("3 points", "第3步") agree with the beats it keeps.
 */
function replay(brief: Brief, plans: RequestPlan[], language: Language): Script {
  const lengths = requestLengths(brief, plans)
  const timed: Brief = { ...brief, duration_seconds: lengths[lengths.length - 1] }
  const options: ComposeOptions = { variant: 0 }
  const notes: string[] = []
  plans.forEach((plan, i) => {
    if (i > 0 && isEmpty(plan)) options.variant = i
    for (const action of plan.actions) {
      const said = composeAction(action, options, language, isSensitive(brief.topic))
      if (said) notes.push(said)
    }
    const request = requestNote(plan, language)
    if (request) notes.push(request)
    if (lengths[i + 1] !== lengths[i]) notes.push(retimeNote(lengths[i], lengths[i + 1], language))
  })
  const script = composeDraft(timed, language, options)
  return { ...script, notes: [...script.notes, ...notes] }
}

/** Applies one request's plan to a version another engine wrote. */
function applyPlan(script: Script, plan: RequestPlan, brief: Brief, language: Language, variant: number): Script {
  let next = script
  if (plan.targetSeconds !== null) next = retime(next, plan.targetSeconds, language)
  for (const action of plan.actions) next = applyAction(next, action, brief, language, variant)
  const request = requestNote(plan, language)
  return request ? { ...next, notes: [...next.notes, request] } : next
}

/** The next version the offline engine writes, and the language it is written in. */
export function nextOfflineVersion(brief: Brief, history: EngineTurn[]): { script: Script; language: Language } {
  const plans = requestPlans(history)
  const assistants = history.filter((turn) => turn.role === 'assistant')
  const request = planRequest(pendingRequest(history))
  const previous = assistants[assistants.length - 1]
  if (!previous) return { script: replay(brief, [request], brief.language), language: brief.language }

  const language = detectLanguage(previous.content)
  if (request.actions.includes('translate')) {
    const target: Language = language === 'zh' ? 'en' : 'zh'
    const note =
      target === 'zh'
        ? '已用中文重新组织离线引擎自己写的内容；你的选题保持原文，不做翻译'
        : 'Re-composed in English: the lines the offline engine wrote are now in English; your topic stays as you wrote it'
    const script = replay(brief, plans, target)
    return { script: { ...script, notes: [...script.notes, note] }, language: target }
  }
  if (assistants.every((turn) => turn.engine === OFFLINE_ENGINE_LABEL))
    return { script: replay(brief, plans, language), language }

  // A version another engine wrote (a provider was configured then) is revised in place.
  const variant = assistants.length
  if (isEmpty(request)) return { script: composeDraft(brief, language, variant), language }
  const { script } = parseScriptMarkdown(previous.content)
  return { script: applyPlan(script, request, brief, language, variant), language }
}
