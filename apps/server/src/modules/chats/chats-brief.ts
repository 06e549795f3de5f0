import type { Brief, Language, Platform } from '@hookline/contract'
import { chatIdeas, ErrorCode, NOTES_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@hookline/contract'
import { AppError } from '../../lib/errors'

const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd())

/**
 * "Write this as a script": one idea of an answer (the creator's pick, 1-based; the first when
 * none is given) as a brief. The ideas are read by chatIdeas (shared with the web's menu of them):
 * the topic is the idea's bold line, the angle after it becomes the notes; the platform is the
 * thread's. An idea the answer does not have is a 400.
 */
export function briefFromAnswer(
  text: string,
  context: { platform: Platform; language: Language; trend?: Brief['trend']; idea?: number },
): Pick<Brief, 'topic' | 'platform' | 'language' | 'notes' | 'trend'> {
  const ideas = chatIdeas(text)
  const number = context.idea ?? 1
  const idea = ideas[number - 1]
  if (!idea && context.idea !== undefined) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `This answer has ${ideas.length === 1 ? 'one idea' : `${ideas.length} ideas`}: there is no idea ${number}`,
      { data: { field: 'idea' } },
    )
  }
  const topic = idea?.topic ?? ''
  const angle = idea?.angle ?? ''
  return {
    topic: cut(topic || text.trim(), TOPIC_MAX_LENGTH),
    platform: context.platform,
    language: context.language,
    ...(angle ? { notes: cut(angle, NOTES_MAX_LENGTH) } : {}),
    ...(context.trend ? { trend: context.trend } : {}),
  }
}
