import type { ScriptLanguage as Language } from './platform-rules'
import { speechSeconds } from './text-measure'

/**
 * Voice-over fitted to its seconds at the languages' speaking rates (SPEAKING_RATES): a section
 * must never ask for more speech than it has time, and a cut must show that it is one.
 */

/** Sentences joined the way each language does: no space after Chinese punctuation. */
export const joinLines = (language: Language, lines: string[]) =>
  lines.filter(Boolean).join(language === 'zh' ? '' : ' ')

const fits = (text: string, seconds: number) => speechSeconds(text) <= seconds + 1e-9

/** Placeholders stay whole when a line is cut: half an instruction is no instruction. */
const TOKEN = /【[^【】]*】|\[[^[\]]*\]|[^\s，,、；;：:]+[，,、；;：:]?\s*/g

/**
 * `text` cut to what can be said in `seconds`: whole sentences from the end first, then clauses,
 * then words (English) or characters (Chinese), never half a placeholder. A line that must be
 * cut mid-sentence gets an ellipsis so the creator sees it was cut.
 */
export function trimToSeconds(text: string, seconds: number, language: Language): string {
  if (fits(text, seconds)) return text
  const sentences = text.match(language === 'zh' ? /[^。！？!?…]+[。！？!?…]*/g : /[^.!?…]+[.!?…]*\s*/g) ?? [text]
  let kept = sentences.map((s) => s.trim()).filter(Boolean)
  while (kept.length > 1 && !fits(joinLines(language, kept), seconds)) kept = kept.slice(0, -1)
  const joined = joinLines(language, kept)
  if (fits(joined, seconds)) return joined
  // One sentence too long: keep the longest head of it that fits.
  const tokens = kept[0].match(TOKEN) ?? []
  const zhChars = language === 'zh' ? [...kept[0]] : []
  let head = ''
  if (language === 'zh' && tokens.length <= 2) {
    for (const ch of zhChars) {
      if (!fits(`${head}${ch}`, seconds)) break
      head += ch
    }
  } else {
    for (const token of tokens) {
      if (!fits(`${head}${token}`.trim(), seconds)) break
      head += token
    }
  }
  head = head.trim().replace(/[，,、；;：:\s]+$/, '')
  return head ? `${head}${language === 'zh' ? '……' : '…'}` : ''
}
