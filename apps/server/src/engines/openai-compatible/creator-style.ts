import type { Brief, HookType } from '@hookline/contract'

const HOOK_TYPE_NAMES: Record<HookType, string> = {
  question: 'a question',
  counter_intuitive: 'a counter-intuitive claim',
  result_first: 'the result first',
  story: 'the start of a story',
  number_list: 'a number or a list',
  pain_point: 'a pain point',
}

/**
 * What a brief written "in my voice" and with starred hooks adds to the system prompt: the
 * creator's voice profile as they read and edited it, and hooks they starred as models of what
 * works for them (to learn the move from, never to copy). Nothing when the brief has neither.
 */
export function creatorStyleLines(brief: Pick<Brief, 'voice' | 'hook_examples'>): string[] {
  const lines: string[] = []
  const voice = brief.voice
  if (voice) {
    lines.push(
      '',
      "The creator's voice (write the whole script the way they talk):",
      ...[
        voice.tone && `- Tone: ${voice.tone}`,
        voice.sentence_length && `- Sentences: ${voice.sentence_length}`,
        voice.opening && `- How they open: ${voice.opening}`,
        voice.closing && `- How they close: ${voice.closing}`,
        voice.signature_words.length > 0 &&
          `- Words and phrases they use (where they fit, not all at once): ${voice.signature_words.join(', ')}`,
        voice.never_words.length > 0 && `- Words they never use (do not write them): ${voice.never_words.join(', ')}`,
      ].filter((line): line is string => Boolean(line)),
    )
  }
  const examples = brief.hook_examples ?? []
  if (examples.length > 0) {
    lines.push(
      '',
      'Hooks this creator starred as ones that work for them: learn what makes them stop a viewer, write a new hook for this topic, never copy one:',
      ...examples.map((hook) => `- ${hook.type ? `(${HOOK_TYPE_NAMES[hook.type]}) ` : ''}${hook.voice_over}`),
    )
  }
  return lines
}
