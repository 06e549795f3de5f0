import type { Brief, Language, QuickAction, Script } from '@hookline/contract'
import { pendingRequest, type EngineTurn } from '../engine'
import { detectLanguage } from '@hookline/contract'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { planRequest, requestLengths, requestPlans, type RequestPlan } from '../requests'
import { composeDraft, type ComposeOptions } from './compose'
import { fillPlaceholders } from './lines/fill'
import { ACTION_NAMES, DATA_LINE, REVISION_NOTES } from './lines/revisions'
import { factOf } from './facts'
import { applyAction, factNote, retime, retimeNote, withFact } from './revise'
import { isSensitive } from './topic-shape'

/** The label the offline engine saves on its versions (ScriptEngine.label). */
export const OFFLINE_ENGINE_LABEL = 'offline'

const isEmpty = (plan: RequestPlan) => plan.actions.length === 0 && !plan.text && plan.targetSeconds === null

/**
 * What became of a request's free text: the offline engine reads only the quick actions'
 * keywords and an explicit length in it; anything else needs a model, and the note says so.
 */
function requestNote(plan: RequestPlan, language: Language): string | null {
  if (!plan.text) return null
  // A fact is said in its beat, and its own note says where (replay, applyPlan).
  if (factOf(plan.text, language) && plan.actions.length === 0 && !plan.targetSeconds) return null
  const notes = REVISION_NOTES[language]
  const understood = [
    ...plan.actions.map((action) => ACTION_NAMES[action][language]),
    ...(plan.targetSeconds ? [fillPlaceholders(notes.seconds, { seconds: plan.targetSeconds })] : []),
  ]
  if (understood.length === 0) return fillPlaceholders(notes.notUnderstood, { text: plan.text })
  return fillPlaceholders(notes.understood, {
    text: plan.text,
    understood: understood.join(language === 'zh' ? '、' : ', '),
  })
}

/** What an action changes when the engine re-composes its own draft, and the note that says so. */
function composeAction(
  action: QuickAction,
  options: ComposeOptions,
  language: Language,
  sensitive: boolean,
): string | null {
  const notes = REVISION_NOTES[language]
  switch (action) {
    case 'more_humorous':
      // No jokes about a death, an accident or an illness: the draft stays sober and says why.
      if (sensitive) return notes.humourDeclined
      options.tone = 'humorous'
      return notes.humorous
    case 'more_professional':
      options.tone = 'professional'
      return notes.professional
    case 'add_data_point':
      // compose.ts puts the figure where there is room; replay names the beat once it is composed.
      options.dataPoint = true
      return notes.dataPoint
    case 'punchier_hook':
      options.punchierHook = true
      return notes.punchierHook
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
  const options: ComposeOptions = { variant: 0, facts: [] }
  const notes: string[] = []
  plans.forEach((plan, i) => {
    if (i > 0 && isEmpty(plan)) options.variant = i
    const fact = factOf(plan.text, language)
    if (fact) options.facts!.push(fact)
    for (const action of plan.actions) {
      const said = composeAction(action, options, language, isSensitive(brief.topic))
      if (said) notes.push(said)
    }
    const request = requestNote(plan, language)
    if (request) notes.push(request)
    if (lengths[i + 1] !== lengths[i]) notes.push(retimeNote(lengths[i], lengths[i + 1], language))
  })
  const script = composeDraft(timed, language, options)
  const figureAt = script.beats.findIndex((beat) => beat.voice_over.includes(DATA_LINE[language]))
  const said = notes.map((note) =>
    note === REVISION_NOTES[language].dataPoint ? fillPlaceholders(note, { beat: figureAt + 1 }) : note,
  )
  const placed = (options.facts ?? []).map((fact) =>
    factNote(
      fact,
      script.beats.findIndex((beat) => beat.voice_over.includes(fact)),
      language,
    ),
  )
  return { ...script, notes: [...script.notes, ...said, ...placed] }
}

/** Applies one request's plan to a version another engine wrote. */
function applyPlan(script: Script, plan: RequestPlan, brief: Brief, language: Language, variant: number): Script {
  let next = script
  if (plan.targetSeconds !== null) next = retime(next, plan.targetSeconds, language)
  for (const action of plan.actions) next = applyAction(next, action, brief, language, variant)
  const fact = factOf(plan.text, language)
  if (fact) next = withFact(next, fact, language)
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
    const script = replay(brief, plans, target)
    return { script: { ...script, notes: [...script.notes, REVISION_NOTES[target].translated] }, language: target }
  }
  if (assistants.every((turn) => turn.engine === OFFLINE_ENGINE_LABEL))
    return { script: replay(brief, plans, language), language }

  // A version another engine wrote (a provider was configured then) is revised in place.
  const variant = assistants.length
  if (isEmpty(request)) return { script: composeDraft(brief, language, variant), language }
  const { script } = parseScriptMarkdown(previous.content)
  return { script: applyPlan(script, request, brief, language, variant), language }
}
