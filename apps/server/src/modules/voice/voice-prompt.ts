import type { Language } from '@hookline/contract'
import { VOICE_FIELD_MAX_LENGTH, VOICE_WORDS_MAX } from '@hookline/contract'

const SHAPE =
  '{"tone":"…","sentence_length":"…","opening":"…","closing":"…","signature_words":["…"],"never_words":["…"]}'

/**
 * The distillation's request: the creator's own scripts, and a profile of how they talk as JSON
 * the service validates field by field. The descriptions are written in the samples' language,
 * which is the language the creator will read and edit them in.
 */
export function voicePrompt(samples: string[], language: Language) {
  const words = Math.min(12, VOICE_WORDS_MAX)
  const system =
    language === 'zh'
      ? [
          '你读一位短视频创作者自己写的脚本或口播稿，总结他说话的方式，让别的编剧能用他的口吻写。',
          `只回答 JSON，不要别的文字：${SHAPE}`,
          `tone：语气和人设；sentence_length：句子多长、怎么断句；opening：视频怎么开头；closing：怎么收尾。每项一两句话，不超过 ${VOICE_FIELD_MAX_LENGTH} 个字，用中文写。`,
          `signature_words：他反复用的词或短语，最多 ${words} 个，照他原样写。`,
          `never_words：短视频里常见、但这位创作者从来不用的词（夸张的口头禅、套话），最多 ${words} 个；不能是他的脚本里出现过的词。`,
        ].join('\n')
      : [
          "You read a short-video creator's own scripts or transcripts and describe how they talk, so another writer can write in their voice.",
          `Answer with JSON only, nothing else: ${SHAPE}`,
          `tone: their tone and persona; sentence_length: how long their sentences run and how they break them; opening: how they open a video; closing: how they close one. One or two sentences each, at most ${VOICE_FIELD_MAX_LENGTH} characters, in English.`,
          `signature_words: up to ${words} words or short phrases they keep using, exactly as they write them.`,
          `never_words: up to ${words} words common in short videos that this creator never uses (hype, clichés, filler); none may appear in their scripts.`,
        ].join('\n')
  const prompt = samples
    .map((sample, i) => (language === 'zh' ? `脚本 ${i + 1}：\n${sample}` : `Script ${i + 1}:\n${sample}`))
    .join('\n\n')
  return { system, prompt }
}

/** The one repair turn: what was wrong with the answer, and the shape again. */
export function voiceRepair(problems: string[], language: Language): string {
  return language === 'zh'
    ? `这个回答不能用：${problems.join('；')}。请重新回答，只给 JSON：${SHAPE}`
    : `That answer cannot be used: ${problems.join('; ')}. Answer again with the JSON only: ${SHAPE}`
}
