import type { Brief, Language } from '@hookline/contract'
import { detectLanguage } from '@hookline/contract'
import { lastAssistant, pendingRequest, type EngineTurn } from './engine'
import { planRequest } from './requests'

const other = (language: Language): Language => (language === 'zh' ? 'en' : 'zh')

/**
 * The language the version answering `history` must be written in: the brief's for a first
 * draft, then the previous version's, switched by a translate request. Translate is read by its
 * keywords for every engine (a model told "translate it into English" does so), so the check
 * does not call the translation the wrong language.
 */
export function versionLanguage(brief: Brief, history: EngineTurn[]): Language {
  const previous = lastAssistant(history)
  const base = previous ? detectLanguage(previous.content) : brief.language
  return planRequest(pendingRequest(history), 'keywords').actions.includes('translate') ? other(base) : base
}
