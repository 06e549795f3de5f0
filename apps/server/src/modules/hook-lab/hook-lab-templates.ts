import { FORMAT_IDS, type Brief, type Script } from '@hookline/contract'
import { nextOfflineVersion } from '../../engines'
import { HOOK_LAB_COUNT } from '@hookline/contract'

/**
 * Offline, the Hook Lab offers the offline engine's own hooks for this topic: the hook its draft
 * opens with in each format, read as the engine reads the topic (no new genre or reader), the
 * distinct ones, the brief's own format first. Shown labelled as templates.
 */
export function hookTemplates(brief: Brief, current: Script) {
  const formats = [brief.format, ...FORMAT_IDS.filter((format) => format !== brief.format)]
  const seen = new Set([current.hook.voice_over.trim()])
  const templates: Array<{ format: Brief['format']; voice_over: string; on_screen_text: string }> = []
  for (const format of formats) {
    const { hook } = nextOfflineVersion({ ...brief, format }, []).script
    const line = hook.voice_over.trim()
    if (!line || seen.has(line)) continue
    seen.add(line)
    templates.push({ format, voice_over: line, on_screen_text: hook.on_screen_text })
    if (templates.length === HOOK_LAB_COUNT) break
  }
  return templates
}
