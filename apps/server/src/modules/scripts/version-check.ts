import { checkScript, type Brief, type Language, type Script, type ScriptCheck } from '@hookline/contract'

/**
 * The script check of one version against its conversation's brief. Generation,
 * hand edits and reads of versions saved before checks were stored all call this, so a version
 * is measured the same way wherever it came from.
 */
export const checkVersion = (brief: Brief, script: Script, target: number, language: Language): ScriptCheck =>
  checkScript(script, {
    platform: brief.platform,
    language,
    targetSeconds: target,
    topic: brief.topic,
    // Written "in my voice": the words the creator never says are flagged.
    neverWords: brief.voice?.never_words,
  })
