import type { Brief, Language, Platform } from '@hookline/contract'
import { NOTES_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@hookline/contract'

/** Markdown marks and list numbering off a line. */
const plain = (line: string) =>
  line
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+[.)、]\s*)/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/^(选题|话题|主题|topic|idea)\s*[:：]\s*/i, '')
    .replace(/^(角度|切入角度|angle)\s*[:：]\s*/i, '')
    .trim()

const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd())

/**
 * "Write this as a script": the idea an answer (or the part of it the creator picked) is about,
 * as a brief. The topic is the first bold topic (the shape the system prompt asks for), else the
 * first line; the angle is what follows it up to the next idea; the platform is the thread's.
 */
export function briefFromAnswer(
  text: string,
  context: { platform: Platform; language: Language; trend?: Brief['trend'] },
): Pick<Brief, 'topic' | 'platform' | 'language' | 'notes' | 'trend'> {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd())
  let start = lines.findIndex((line) => /\*\*[^*]+\*\*/.test(line))
  if (start < 0) start = lines.findIndex((line) => plain(line).length > 0)
  const head = start < 0 ? '' : lines[start]
  const bold = /\*\*([^*]+)\*\*/.exec(head)
  const topic = plain(bold ? bold[1] : head)
  // The rest of the topic's own line, then the lines up to the next numbered idea or heading.
  const restOfHead = bold ? plain(head.slice(head.indexOf(bold[0]) + bold[0].length).replace(/^\s*[-—:：]\s*/, '')) : ''
  const angle: string[] = restOfHead ? [restOfHead] : []
  for (const line of lines.slice(start + 1)) {
    if (/^\s{0,3}(\d+[.)、]|#{1,6}\s)/.test(line)) break
    const words = plain(line)
    if (words) angle.push(words)
  }
  return {
    topic: cut(topic || plain(text), TOPIC_MAX_LENGTH),
    platform: context.platform,
    language: context.language,
    ...(angle.length ? { notes: cut(angle.join(' '), NOTES_MAX_LENGTH) } : {}),
    ...(context.trend ? { trend: context.trend } : {}),
  }
}
