import { voiceProfileSchema, type VoiceProfile } from '@hookline/contract'

/**
 * The model's voice profile (a code fence or words around the JSON are tolerated), validated by
 * the contract's schema; the problems, worded for the repair turn, when it is not one. A never-word
 * the samples themselves say is not one the creator never uses, so it is dropped.
 */
export function readVoiceProfile(text: string, samples: string[]): { profile: VoiceProfile } | { problems: string[] } {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return { problems: ['it is not a JSON object'] }
  let json: unknown
  try {
    json = JSON.parse(text.slice(start, end + 1))
  } catch {
    return { problems: ['it is not valid JSON'] }
  }
  const parsed = voiceProfileSchema.safeParse(json)
  if (!parsed.success)
    return {
      problems: parsed.error.issues
        .slice(0, 6)
        .map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`),
    }
  const profile = parsed.data
  if (!profile.tone && !profile.sentence_length && !profile.opening && !profile.closing)
    return { problems: ['tone, sentence_length, opening and closing are all empty'] }
  const said = samples.join('\n').toLowerCase()
  return {
    profile: { ...profile, never_words: profile.never_words.filter((word) => !said.includes(word.toLowerCase())) },
  }
}
