import { DURATION_MAX_SECONDS, DURATION_MIN_SECONDS, type Brief, type Language, type QuickAction, type Script } from '@hookline/contract'
import type { EngineTurn } from '../engine'
import { detectLanguage } from '../script-markdown/durations'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { readSeconds } from '../script-markdown/parse-lines'
import { composeDraft } from './compose'
import { applyAction, retime } from './revise'

/**
 * The offline engine cannot understand free text, so it looks for the same requests the quick
 * actions make (zh and en keywords) and records the whole text as a revision note.
 */
const actionWords: Array<[QuickAction, RegExp]> = [
  ['shorter', /短|精简|缩短|删减|压缩|shorter|shorten|trim|tighter|concise/i],
  ['punchier_hook', /开头|开场|钩子|hook|opening|punch/i],
  ['more_humorous', /幽默|搞笑|有趣|好玩|funny|humou?r|joke|playful/i],
  ['more_professional', /专业|严谨|正式|professional|formal|serious/i],
  ['add_data_point', /数据|统计|data|statistic|figure/i],
  ['translate', /翻译|译成|英文|英语|中文|translate|in english|in chinese/i],
]

export interface RequestPlan {
  actions: QuickAction[]
  /** "cut to 30 s" → 30: an explicit new length wins over the generic 30 % cut. */
  targetSeconds: number | null
  text: string
}

export function planRequest(turn: EngineTurn | null): RequestPlan {
  const text = turn?.content.trim() ?? ''
  const actions = new Set<QuickAction>(turn?.action ? [turn.action] : [])
  for (const [action, pattern] of actionWords) if (pattern.test(text)) actions.add(action)
  const seconds = /\d\s*(秒|s\b|sec|second|分钟|min)/i.test(text) ? readSeconds(text) : null
  const targetSeconds = seconds && seconds >= DURATION_MIN_SECONDS && seconds <= DURATION_MAX_SECONDS ? seconds : null
  if (targetSeconds) actions.delete('shorter')
  return { actions: [...actions], targetSeconds, text }
}

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
 * Re-creates the conversation's latest version in `language` from the brief and every earlier
 * request: that is how the offline engine "translates" — its drafts are all template text.
 */
function replay(brief: Brief, requests: RequestPlan[], language: Language): Script {
  let script = composeDraft(brief, language, 0)
  requests.forEach((plan, i) => {
    const withoutTranslate = { ...plan, actions: plan.actions.filter((a) => a !== 'translate') }
    if (i > 0 && isEmpty(plan)) script = composeDraft(brief, language, i)
    else script = applyPlan(script, withoutTranslate, brief, language, i)
  })
  return script
}

/** The next version the offline engine writes, and the language it is written in. */
export function nextOfflineVersion(brief: Brief, history: EngineTurn[]): { script: Script; language: Language } {
  const userTurns = history.filter((turn) => turn.role === 'user')
  const assistants = history.filter((turn) => turn.role === 'assistant')
  const last = history[history.length - 1]
  const request = planRequest(last?.role === 'user' ? last : null)
  const previous = assistants[assistants.length - 1]
  if (!previous) return { script: applyPlan(composeDraft(brief, brief.language, 0), request, brief, brief.language, 0), language: brief.language }

  const language = detectLanguage(previous.content)
  const variant = assistants.length
  if (isEmpty(request)) return { script: composeDraft(brief, language, variant), language }
  if (request.actions.includes('translate')) {
    const target: Language = language === 'zh' ? 'en' : 'zh'
    const plans = userTurns.map((turn) => planRequest(turn))
    const note = target === 'zh' ? '已按简报用中文重新生成（离线模板引擎不翻译自定义文字）' : 'Re-written in English from the brief (the offline template engine does not translate custom text)'
    const script = replay(brief, plans, target)
    return { script: { ...script, notes: [...script.notes, note] }, language: target }
  }
  const { script } = parseScriptMarkdown(previous.content)
  return { script: applyPlan(script, request, brief, language, variant), language }
}
