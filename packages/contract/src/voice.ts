import { z } from 'zod'
import { storableText } from './envelope'
import { hookTypeSchema } from './hook-types'

/*
 * The creator's voice: a profile the model distils from three to five of the creator's own
 * scripts or transcripts (or versions they edited by hand), which the creator reads and edits,
 * and which a brief carries when it is written "in my voice". It goes into every prompt of that
 * script, so every field is short.
 */

export const VOICE_FIELD_MAX_LENGTH = 300
export const VOICE_WORD_MAX_LENGTH = 30
export const VOICE_WORDS_MAX = 20
/** Three samples show habits rather than one video's mood; five is enough to read in one request. */
export const VOICE_SAMPLES_MIN = 3
export const VOICE_SAMPLES_MAX = 5
/** One past script or transcript: a short video's voice-over is far shorter. */
export const VOICE_SAMPLE_MAX_LENGTH = 6000

const field = (label: string) =>
  storableText(z.string())
    .trim()
    .max(VOICE_FIELD_MAX_LENGTH, `${label} must be at most ${VOICE_FIELD_MAX_LENGTH} characters long`)

const words = (label: string) =>
  z
    .array(
      storableText(z.string())
        .trim()
        .min(1, `${label}: a word cannot be empty`)
        .max(VOICE_WORD_MAX_LENGTH, `${label}: a word is at most ${VOICE_WORD_MAX_LENGTH} characters long`),
    )
    .max(VOICE_WORDS_MAX, `${label}: at most ${VOICE_WORDS_MAX} words`)
    // The same word twice says nothing more.
    .transform((list) => [...new Set(list)])

export const voiceProfileSchema = z.object({
  /** How the creator sounds: "dry, teasing, talks to one friend". */
  tone: field('Tone'),
  /** How long their sentences run: "short, 6–12 characters, one idea each". */
  sentence_length: field('Sentence length'),
  /** How they open a video. */
  opening: field('Opening'),
  /** How they close one. */
  closing: field('Closing'),
  /** Words and phrases they keep using. */
  signature_words: words('Words you use'),
  /** Words they never say: the script check flags a version that uses one. */
  never_words: words('Words you never use'),
})
export type VoiceProfile = z.infer<typeof voiceProfileSchema>
export type VoiceProfileInput = z.input<typeof voiceProfileSchema>

/**
 * What "distil my voice" is given: pasted scripts or transcripts and/or versions the creator
 * edited by hand (their ids), three to five in all.
 */
export const voiceDistilSchema = z
  .object({
    samples: z
      .array(
        storableText(z.string())
          .trim()
          .min(1, 'A sample cannot be empty')
          .max(VOICE_SAMPLE_MAX_LENGTH, `A sample is at most ${VOICE_SAMPLE_MAX_LENGTH} characters long`),
      )
      .max(VOICE_SAMPLES_MAX)
      .default([]),
    message_ids: z.array(z.uuid('Invalid version id')).max(VOICE_SAMPLES_MAX).default([]),
  })
  .refine(
    (value) =>
      value.samples.length + value.message_ids.length >= VOICE_SAMPLES_MIN &&
      value.samples.length + value.message_ids.length <= VOICE_SAMPLES_MAX,
    {
      message: `Give ${VOICE_SAMPLES_MIN} to ${VOICE_SAMPLES_MAX} scripts or transcripts`,
      params: { rule: 'voiceSamples' },
      path: ['samples'],
    },
  )
export type VoiceDistilInput = z.input<typeof voiceDistilSchema>

/** A version the creator edited by hand, offered as a sample. */
export const voiceEditedVersionSchema = z.object({
  id: z.uuid(),
  script_id: z.uuid(),
  title: z.string(),
  /** The start of its hook's voice-over, to recognise it by. */
  excerpt: z.string(),
  created_at: z.string(),
})

export const voiceStateSchema = z.object({
  profile: voiceProfileSchema.nullable(),
  updated_at: z.string().nullable(),
  /** Whether a model can distil (the offline engine cannot), and what a distillation costs. */
  model: z.object({ available: z.boolean(), label: z.string().nullable(), credits_per_message: z.number().int() }),
  edited_versions: z.array(voiceEditedVersionSchema),
})
export type VoiceState = z.infer<typeof voiceStateSchema>

export const voiceDistilResultSchema = z.object({
  profile: voiceProfileSchema,
  model: z.string(),
  updated_at: z.string(),
  credits: z.object({ left_credits: z.number().int() }).optional(),
})
export type VoiceDistilResult = z.infer<typeof voiceDistilResultSchema>

/** Starred hooks a brief hands the model as examples: a few, so they guide rather than fill the prompt. */
export const BRIEF_HOOK_EXAMPLES_MAX = 5
export const briefHookExampleSchema = z.object({
  type: hookTypeSchema.nullable(),
  voice_over: storableText(z.string()).trim().min(1).max(300),
})
export type BriefHookExample = z.infer<typeof briefHookExampleSchema>
