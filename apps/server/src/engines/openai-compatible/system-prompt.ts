import { targetSeconds, type Brief, type Language, type QuickAction, type Script } from '@hookline/contract'
import { lastAssistant, type EngineTurn } from '../engine'
import { formatProfile } from '../formats'
import { platformProfile } from '../platforms'
import { requestLengths, requestPlans } from '../requests'
import { unitDescription } from '../text-length'
import { detectLanguage } from '../script-markdown/durations'
import { renderScriptMarkdown } from '../script-markdown/render'

const languageName: Record<Language, string> = { zh: 'Simplified Chinese (简体中文)', en: 'English' }

/** A skeleton in the exact layout, drawn by the same renderer the parser is tested against. */
function layoutSkeleton(language: Language, brief: Brief): string {
  const beat = (label: string, seconds: number) => ({ label, shot: '…', voice_over: '…', on_screen_text: '…', seconds })
  const skeleton: Script = {
    titles: ['…', '…', '…'],
    hook: beat('', 3),
    beats: [beat('…', 8), beat('…', 8)],
    call_to_action: beat('', 4),
    hashtags: ['…', '…'],
    cover_text: '…',
    caption: platformProfile(brief.platform).caption === 'none' ? null : '…',
    notes: [],
  }
  return renderScriptMarkdown(skeleton, { language, platform: brief.platform })
}

/** DESIGN §3: the system prompt comes from the platform data, the format and the layout. */
export function buildSystemPrompt(brief: Brief, language: Language): string {
  const platform = platformProfile(brief.platform)
  const format = formatProfile(brief.format)
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  const lines = [
    'You are a senior short-video scriptwriter for Chinese and international creator platforms.',
    `Write a ready-to-shoot ${format.label.en} script for ${platform.label.en} (${platform.label.zh}) in ${languageName[language]}.`,
    '',
    'Platform rules:',
    `- Typical length ${platform.duration.min}–${platform.duration.max} s, ${platform.orientation} video. Pacing: ${platform.pacing.en}.`,
    ...platform.hookRules.map((rule) => `- Hook: ${rule.en}.`),
    `- Call to action in the platform's idiom, e.g. "${platform.cta[language]}".`,
    `- ${platform.hashtagCount.min}–${platform.hashtagCount.max} hashtags written ${platform.hashtagStyle === 'wrapped' ? 'as #话题# (hash on both sides)' : 'as #tag'}.`,
    `- Title options at most ${platform.limits.title} ${unitDescription(platform.limits.unit)}; cover text at most ${platform.limits.coverText}.`,
    platform.caption === 'none'
      ? '- No caption section.'
      : `- Include the caption section: ${platform.caption === 'note' ? 'a note body with emoji-led short paragraphs' : 'the post text'}, at most ${platform.limits.caption} ${unitDescription(platform.limits.unit)}.`,
    `Format: ${format.structure.en}.`,
    '',
    'Output rules:',
    `- Target length ${target} s: the hook, every beat and the call to action carry seconds that add up to ${target} (±10 %).`,
    '- The hook is the first 3 seconds. Each beat fits its seconds when spoken at a natural pace.',
    '- Never invent statistics, quotes or facts: where a real figure or example is needed, leave a bracketed placeholder for the creator.',
    '- Answer with the script only, in exactly this Markdown layout and these headings, no preamble and no code fences:',
    '',
    layoutSkeleton(language, brief).trim(),
  ]
  return lines.join('\n')
}

/** The creator's brief as the conversation's first user message. */
export function briefMessage(brief: Brief): string {
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  return [
    `Topic: ${brief.topic}`,
    `Platform: ${platformProfile(brief.platform).label.en}`,
    `Format: ${formatProfile(brief.format).label.en}`,
    `Target length: ${target} seconds`,
    brief.tone ? `Tone: ${brief.tone}` : null,
    brief.audience ? `Audience: ${brief.audience}` : null,
    `Language: ${languageName[brief.language]}`,
    brief.notes ? `Notes: ${brief.notes}` : null,
  ]
    .filter(Boolean)
    .join('\n')
}

const actionInstructions: Record<Exclude<QuickAction, 'translate'>, string> = {
  shorter: 'Make it about 30 % shorter: cut the weakest beats and tighten the voice-over; keep the layout and make the seconds add up to the new total.',
  punchier_hook: 'Rewrite only the hook so it stops the scroll harder in the first 3 seconds: lead with the conflict, the result or a counter-intuitive claim.',
  more_humorous: 'Make it more humorous: add light jokes and playful lines that suit the audience, without losing the information.',
  more_professional: 'Make it more professional: precise wording, no slang or emoji, and bracketed placeholders where a source should be cited.',
  add_data_point: 'Add one data point where it strengthens the argument, as a bracketed placeholder for the real figure and its source (do not invent numbers).',
}

/**
 * A follow-up turn as an instruction the model can act on. `length` is set when the request
 * changes the script's length: the model is given the number the version will be measured by.
 */
function requestText(turn: EngineTurn, previousLanguage: Language, length: number | null): string {
  const parts: string[] = []
  if (turn.action === 'translate') {
    const target: Language = previousLanguage === 'zh' ? 'en' : 'zh'
    parts.push(`Translate the whole script into ${languageName[target]}, with the headings of that language, keeping the layout and the seconds.`)
  } else if (turn.action) {
    parts.push(actionInstructions[turn.action])
  }
  if (turn.content.trim()) parts.push(turn.content.trim())
  if (length !== null) parts.push(`New target length: ${length} seconds; the hook, the beats and the call to action add up to it.`)
  return parts.length > 0 ? parts.join('\n') : 'Write a new version from the brief with a different angle and a different hook.'
}

/** Brief + earlier turns as chat messages (DESIGN §3: history is sent on follow-ups). */
export function buildMessages(brief: Brief, history: EngineTurn[]) {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [{ role: 'user', content: briefMessage(brief) }]
  // The length after each request, read as every engine reads it (requests.ts).
  const lengths = requestLengths(brief, requestPlans(history, 'explicit'))
  let requests = 0
  history.forEach((turn, i) => {
    if (turn.role === 'assistant') {
      messages.push({ role: 'assistant', content: turn.content })
      return
    }
    const before = lastAssistant(history.slice(0, i))
    const [from, to] = [lengths[requests], lengths[requests + 1]]
    requests += 1
    // The first request of a conversation is the brief itself.
    if (!before && !turn.action && !turn.content.trim()) return
    const language = before ? detectLanguage(before.content) : brief.language
    messages.push({ role: 'user', content: requestText(turn, language, to !== from ? to : null) })
  })
  return messages
}
