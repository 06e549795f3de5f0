import type { Brief, HookType, Language, Script } from '@hookline/contract'
import { HOOK_LAB_COUNT, HOOK_TYPES } from '@hookline/contract'
import { creatorStyleLines, platformProfile } from '../../engines'

const TYPE_NAMES: Record<HookType, Record<Language, string>> = {
  question: { zh: '提问', en: 'a question' },
  counter_intuitive: { zh: '反常识观点', en: 'a counter-intuitive claim' },
  result_first: { zh: '结果先行', en: 'the result first' },
  story: { zh: '故事开头', en: 'the start of a story' },
  number_list: { zh: '数字或清单', en: 'a number or a list' },
  pain_point: { zh: '戳中痛点', en: 'a pain point' },
}

/**
 * The Hook Lab's request: five hooks for this script, each of a different named type, as JSON
 * the service can check one by one. The script's beats are given so a hook promises what the
 * video delivers; a script written in the creator's voice, or with their starred hooks, has its
 * hooks written that way too.
 */
export function hookLabPrompt(brief: Brief, script: Script, language: Language) {
  const profile = platformProfile(brief.platform)
  const types = HOOK_TYPES.map((type) => `${type} (${TYPE_NAMES[type][language]})`).join(', ')
  const beats = script.beats.map((beat, i) => `${i + 1}. ${beat.voice_over}`).join('\n')
  if (language === 'zh')
    return {
      system: [
        `你为${profile.label.zh}短视频写开头钩子（前 ${profile.hookSeconds} 秒）。`,
        `写 ${HOOK_LAB_COUNT} 个钩子，每个用不同的类型，类型从这些里选：${types}。`,
        `每个钩子的口播念出来不超过 ${profile.hookSeconds} 秒（约 ${profile.hookSeconds * 4} 个字），不要绝对化的说法，不要把选题原样念一遍。`,
        '只回答 JSON：{"hooks":[{"type":"question","voice_over":"…","on_screen_text":"…"}]}，不要别的文字。',
        ...creatorStyleLines(brief),
      ].join('\n'),
      prompt: `选题：${brief.topic}\n现在的钩子：${script.hook.voice_over}\n视频内容：\n${beats}`,
    }
  return {
    system: [
      `You write opening hooks (the first ${profile.hookSeconds} s) for ${profile.label.en} short videos.`,
      `Write ${HOOK_LAB_COUNT} hooks, each of a different type, chosen from: ${types}.`,
      `Each hook's voice-over must be sayable in ${profile.hookSeconds} s (about ${profile.hookSeconds * 2.5} words), make no absolute claims and not just read the topic aloud.`,
      'Answer with JSON only: {"hooks":[{"type":"question","voice_over":"…","on_screen_text":"…"}]}, nothing else.',
      ...creatorStyleLines(brief),
    ].join('\n'),
    prompt: `Topic: ${brief.topic}\nCurrent hook: ${script.hook.voice_over}\nThe video:\n${beats}`,
  }
}
