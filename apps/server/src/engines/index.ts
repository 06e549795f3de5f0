/**
 * The script engines as the rest of the server uses them: modules import from here, never from a
 * file inside engines/, so an engine's own layout can change without touching its callers. Only
 * what some module uses is exported; a new need is one line here.
 */

// What an engine is, and what it says about an answer it could not finish.
export {
  askEngine,
  IncompleteAnswerError,
  lastAssistant,
  type EngineTurn,
  type ScriptEngine,
  type StartedAnswer,
} from './engine'
export { startEarly } from './start-early'

// What a version aims at: its length and its language, read from the brief and the requests.
export { versionTarget } from './requests'
export { versionLanguage } from './version-language'

// The check of an answer as written, the fixes that cannot change its meaning, and what the repair turn is told.
export {
  better,
  repairMechanically,
  reviewAnswer,
  reviewDraft,
  type ReviewBrief,
  type ReviewedScript,
} from './repair/review'
export { repairFindings } from './repair/repair-findings'

// Scripts as Markdown in the layout, and the files a script is exported as.
export { parseScriptMarkdown } from './script-markdown/parse'
export { renderScriptMarkdown } from './script-markdown/render'
export { stateLine, toMarkdownFile, toSrt, toTeleprompterText, withoutNotes } from './script-markdown/exports'

// Platform data, the creator's voice in a model's prompt, and the offline engine's next version (the Hook Lab).
export { platformProfile } from './platforms'
export { creatorStyleLines } from './openai-compatible/creator-style'
export { nextOfflineVersion } from './offline/follow-up'

// A model reached through an OpenAI-compatible API: its settings, the engine on it, and what its errors mean to a creator.
export { resolveEngineConfig, type EngineConfig, type OpenAICompatibleConfig } from './openai-compatible/presets'
export { createOpenAICompatibleEngine } from './openai-compatible/openai-engine'
export { mapProviderError } from './openai-compatible/map-error'
