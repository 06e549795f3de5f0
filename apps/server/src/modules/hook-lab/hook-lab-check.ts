import { z } from 'zod'
import { speechSeconds, type Brief, type HookCandidate, type Language, type Script } from '@hookline/contract'
import { HOOK_LAB_COUNT, hookTypeSchema } from '@hookline/contract'
import { checkVersion } from '../scripts/version-check'

const answerSchema = z.object({
  hooks: z
    .array(
      z.object({
        type: z.string(),
        voice_over: z.string().trim().min(1).max(300),
        on_screen_text: z.string().trim().max(120).default(''),
      }),
    )
    .min(1),
})

/** The model's JSON answer (a code fence around it is tolerated); null when it is not one. */
export function readHooks(text: string) {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    const parsed = answerSchema.safeParse(JSON.parse(text.slice(start, end + 1)))
    if (!parsed.success) return null
    const seen = new Set<string>()
    return parsed.data.hooks
      .flatMap((hook) => {
        const type = hookTypeSchema.safeParse(hook.type)
        if (!type.success || seen.has(type.data)) return []
        seen.add(type.data)
        return [{ ...hook, type: type.data }]
      })
      .slice(0, HOOK_LAB_COUNT)
  } catch {
    return null
  }
}

/** The script with `hook` in place of its own: the voice-over and its caption, nothing else. */
export const withHook = (script: Script, hook: { voice_over: string; on_screen_text: string }): Script => ({
  ...script,
  hook: {
    ...script.hook,
    voice_over: hook.voice_over,
    on_screen_text: hook.on_screen_text || script.hook.on_screen_text,
  },
})

/**
 * A hook checked as the script check checks a hook: in this script, timed at its own speaking
 * length, and only the hook's findings kept (its length, wording, claims, pacing).
 */
export function checkHook(
  brief: Brief,
  script: Script,
  target: number,
  language: Language,
  hook: { type: HookCandidate['type']; format?: HookCandidate['format']; voice_over: string; on_screen_text: string },
): HookCandidate {
  const seconds = speechSeconds(hook.voice_over)
  const candidate = withHook(script, hook)
  const check = checkVersion(brief, { ...candidate, hook: { ...candidate.hook, seconds } }, target, language)
  return {
    type: hook.type,
    ...(hook.format ? { format: hook.format } : {}),
    voice_over: hook.voice_over,
    on_screen_text: hook.on_screen_text,
    seconds,
    findings: check.findings
      .filter((finding) => finding.section === 'hook')
      .map((finding) => ({ code: finding.code, rule: finding.rule, ...(finding.text ? { text: finding.text } : {}) })),
  }
}
