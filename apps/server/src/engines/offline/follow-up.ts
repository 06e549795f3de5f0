import type { Brief, Language, Script } from '@hookline/contract'
import { pendingRequest, type EngineTurn } from '../engine'
import { detectLanguage } from '../script-markdown/durations'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { planRequest, requestLengths, requestPlans, type RequestPlan } from '../requests'
import { composeDraft } from './compose'
import { applyAction, retime, retimeNote } from './revise'

/** The label the offline engine saves on its versions (ScriptEngine.label). */
export const OFFLINE_ENGINE_LABEL = 'offline'

const isEmpty = (plan: RequestPlan) => plan.actions.length === 0 && !plan.text && plan.targetSeconds === null

function revisionNote(text: string, language: Language): string {
  return language === 'zh'
    ? `修改要求（离线模板引擎已记录，无法自动理解的部分请手动调整）：${text}`
    : `Request (recorded by the offline template engine; adjust by hand what it could not apply): ${text}`
}

/** Applies one request's plan to a script. */
function applyPlan(script: Script, plan: RequestPlan, brief: Brief, language: Language, variant: number): Script {
  let next = script
  if (plan.targetSeconds !== null) next = retime(next, plan.targetSeconds, language)
  for (const action of plan.actions) next = applyAction(next, action, brief, language, variant)
  return plan.text ? { ...next, notes: [...next.notes, revisionNote(plan.text, language)] } : next
}

/**
 * Re-creates a conversation's next version in `language` from the brief and every request so
 * far (`plans`, the new one last). The offline engine's drafts are all template text, so this is
 * how it translates, and how it changes the length: the draft is composed at the length the
 * requests arrive at, so its counts ("3 points", "第3步") agree with the beats it keeps.
 */
function replay(brief: Brief, plans: RequestPlan[], language: Language): Script {
  const lengths = requestLengths(brief, plans)
  const timed: Brief = { ...brief, duration_seconds: lengths[lengths.length - 1] }
  let script = composeDraft(timed, language, 0)
  plans.forEach((plan, i) => {
    const rest: RequestPlan = { ...plan, actions: plan.actions.filter((a) => a !== 'translate' && a !== 'shorter'), targetSeconds: null }
    if (i > 0 && isEmpty(plan)) script = composeDraft(timed, language, i)
    else script = applyPlan(script, rest, timed, language, i)
    if (lengths[i + 1] !== lengths[i]) script = { ...script, notes: [...script.notes, retimeNote(lengths[i], lengths[i + 1], language)] }
  })
  return script
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
    const note = target === 'zh' ? '已按简报用中文重新生成（离线模板引擎不翻译自定义文字）' : 'Re-written in English from the brief (the offline template engine does not translate custom text)'
    const script = replay(brief, plans, target)
    return { script: { ...script, notes: [...script.notes, note] }, language: target }
  }
  if (assistants.every((turn) => turn.engine === OFFLINE_ENGINE_LABEL)) return { script: replay(brief, plans, language), language }

  // A version another engine wrote (a provider was configured then) is revised in place.
  const variant = assistants.length
  if (isEmpty(request)) return { script: composeDraft(brief, language, variant), language }
  const { script } = parseScriptMarkdown(previous.content)
  return { script: applyPlan(script, request, brief, language, variant), language }
}
