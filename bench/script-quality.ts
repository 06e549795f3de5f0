/**
 * Offline script quality: how the offline engine's first drafts fare against the script
 * check (packages/contract/src/craft) over the whole matrix — every platform × format × zh/en ×
 * 15/30/60/180/600 s × ordinary topics and real trending titles.
 *
 *   npx tsx bench/script-quality.ts [--examples 0]
 *
 * Per platform and language it prints: drafts that pass every rule, failures per rule (drafts
 * that fail it), placeholders as a share of the voice-over twice — in characters (inside 【…】/[…]
 * ÷ voice-over characters) and in speaking time (a placeholder that states its length, 【…，约 8 秒】,
 * counts as those seconds, any other as the time its words take; ÷ the voice-over's seconds), over
 * all drafts — and the voice-over's speaking time ÷ the target (mean and the lowest draft). --examples N prints the first N failing findings per rule, to see why.
 * It measures whatever the engine writes today; nothing is stored.
 */
import { parseArgs } from 'node:util'
import {
  CHECK_RULES,
  PLATFORMS,
  SCRIPT_FORMATS,
  briefSchema,
  checkScript,
  describeFinding,
  placeholdersIn,
  speechSeconds,
  statedSeconds,
  targetSeconds,
  type Language,
  type Script,
} from '@hookline/contract'
import { composeDraft } from '../apps/server/src/engines/offline/compose'

const { values: args } = parseArgs({ options: { examples: { type: 'string', default: '0' } } })
const examples = Math.max(0, Number(args.examples) || 0)

const DURATIONS = [15, 30, 60, 180, 600]

/** Topics as creators type them, and trending titles from Bilibili, Douyin and Weibo as they were listed. */
const TOPICS: Record<Language, string[]> = {
  zh: [
    '年轻人为什么开始反向消费',
    '新手买咖啡机的三个误区',
    '5个让你早起的小习惯',
    '十大必去的城市公园',
    'iPhone 16 Pro 值不值得买？',
    '「城市漫步」为什么突然火了，普通人该怎么开始',
    '神作之月！十年前的奇迹！新番时光机「2012年10月篇」',
    '童年引爆全国的动画！《小鲤鱼》的最终结局和剧情究竟是什么？【拾荒记#29】',
    '评分7.0！风评不佳？诚实吐槽特摄电影《新奥特曼》',
    '杭州居然有科普展贩卖保护动物？？？',
    'U17国足晋级亚洲杯',
    '都来学这个冬日淡妆',
    '假奶粉 奶精加淀粉',
    '司机缺氧离世有5个上学孩子',
  ],
  en: [
    'Why budget phones are winning',
    'Are budget phones worth it?',
    'three mistakes new runners make',
    '5 tips for better sleep',
    'What I learned cooking every day for a year',
    'The iPhone 16 Pro after 6 months',
    '🔥 Morning routines that actually work 🔥',
    'Budget phones are winning. But why?',
    'Chelsea vs Arsenal',
    'Is remote work over?',
  ],
}

interface Tally {
  drafts: number
  passed: number
  failures: Record<string, number>
  placeholderChars: number
  voiceOverChars: number
  placeholderSeconds: number
  voiceOverSeconds: number
  ratios: number[]
  examples: Record<string, string[]>
}

const sections = (script: Script) => [script.hook, ...script.beats, script.call_to_action]
const chars = (text: string) => [...text].length
/** Seconds the creator speaks in place of a placeholder: what it states, else as long as its words. */
const slotSeconds = (slot: string) => statedSeconds(slot) ?? speechSeconds(slot)

const tallies = new Map<string, Tally>()
const tallyOf = (key: string): Tally => {
  let tally = tallies.get(key)
  if (!tally) {
    tally = {
      drafts: 0,
      passed: 0,
      failures: Object.fromEntries(CHECK_RULES.map((rule) => [rule, 0])),
      placeholderChars: 0,
      voiceOverChars: 0,
      placeholderSeconds: 0,
      voiceOverSeconds: 0,
      ratios: [],
      examples: {},
    }
    tallies.set(key, tally)
  }
  return tally
}

const started = performance.now()
for (const platform of PLATFORMS) {
  for (const language of ['zh', 'en'] as const) {
    const tally = tallyOf(`${platform} ${language}`)
    for (const format of SCRIPT_FORMATS) {
      for (const duration of DURATIONS) {
        for (const topic of TOPICS[language]) {
          const brief = briefSchema.parse({ topic, platform, format, language, duration_seconds: duration })
          const script = composeDraft(brief, language)
          const target = targetSeconds(platform, duration)
          const check = checkScript(script, { platform, language, targetSeconds: target, topic })
          tally.drafts++
          if (check.passed === check.total) tally.passed++
          for (const rule of check.rules) if (!rule.ok) tally.failures[rule.id]++
          for (const finding of check.findings) {
            const seen = (tally.examples[finding.rule] ??= [])
            if (seen.length < examples) seen.push(`${format} ${duration}s "${topic}": ${describeFinding(finding)}`)
          }
          const spoken = sections(script).map((beat) => beat.voice_over)
          tally.voiceOverChars += spoken.reduce((sum, text) => sum + chars(text), 0)
          tally.placeholderChars += spoken.reduce(
            (sum, text) => sum + placeholdersIn(text).reduce((n, slot) => n + chars(slot), 0),
            0,
          )
          tally.voiceOverSeconds += spoken.reduce((sum, text) => sum + speechSeconds(text), 0)
          tally.placeholderSeconds += spoken.reduce(
            (sum, text) => sum + placeholdersIn(text).reduce((n, slot) => n + slotSeconds(slot), 0),
            0,
          )
          tally.ratios.push(spoken.reduce((sum, text) => sum + speechSeconds(text), 0) / target)
        }
      }
    }
  }
}

const percent = (part: number, whole: number) => `${whole === 0 ? '–' : ((part / whole) * 100).toFixed(1)}%`
const columns = ['platform', 'lang', 'drafts', 'pass', ...CHECK_RULES, 'slots', 'slot-s', 'vo/target', 'min']
const widths = columns.map((column, i) => (i === 0 ? 14 : Math.max(column.length, 6)))
const row = (cells: Array<string | number>) =>
  console.log(cells.map((cell, i) => String(cell).padStart(widths[i])).join(' '))

console.log(
  `Offline drafts against the script check: ${SCRIPT_FORMATS.length} formats × ${DURATIONS.join('/')} s × ${TOPICS.zh.length} zh / ${TOPICS.en.length} en topics per platform`,
)
console.log(
  'pass: drafts passing every rule; rule columns: drafts failing that rule; slots: placeholder characters ÷ voice-over characters;',
)
console.log(
  'slot-s: placeholder speaking time (stated seconds where a placeholder states them) ÷ voice-over speaking time;',
)
console.log('vo/target: voice-over speaking time ÷ target seconds (mean, then the lowest draft)\n')
row(columns)
const all = tallyOf('all')
for (const [key, tally] of [...tallies].filter(([key]) => key !== 'all')) {
  const [platform, language] = key.split(' ')
  const mean = tally.ratios.reduce((sum, r) => sum + r, 0) / tally.ratios.length
  row([
    platform,
    language,
    tally.drafts,
    percent(tally.passed, tally.drafts),
    ...CHECK_RULES.map((rule) => tally.failures[rule]),
    percent(tally.placeholderChars, tally.voiceOverChars),
    percent(tally.placeholderSeconds, tally.voiceOverSeconds),
    mean.toFixed(2),
    Math.min(...tally.ratios).toFixed(2),
  ])
  all.drafts += tally.drafts
  all.passed += tally.passed
  for (const rule of CHECK_RULES) all.failures[rule] += tally.failures[rule]
  all.placeholderChars += tally.placeholderChars
  all.voiceOverChars += tally.voiceOverChars
  all.placeholderSeconds += tally.placeholderSeconds
  all.voiceOverSeconds += tally.voiceOverSeconds
  all.ratios.push(...tally.ratios)
}
const mean = all.ratios.reduce((sum, r) => sum + r, 0) / all.ratios.length
row([
  'all',
  '',
  all.drafts,
  percent(all.passed, all.drafts),
  ...CHECK_RULES.map((rule) => all.failures[rule]),
  percent(all.placeholderChars, all.voiceOverChars),
  percent(all.placeholderSeconds, all.voiceOverSeconds),
  mean.toFixed(2),
  Math.min(...all.ratios).toFixed(2),
])
console.log(`\n${all.drafts} drafts in ${((performance.now() - started) / 1000).toFixed(1)} s`)

if (examples > 0) {
  for (const [key, tally] of tallies) {
    for (const [rule, lines] of Object.entries(tally.examples)) {
      console.log(`\n${key} · ${rule}`)
      for (const line of lines) console.log(`  ${line}`)
    }
  }
}
