/**
 * Script quality: what the script check (packages/contract/src/craft) makes of each engine's
 * scripts — how many are ready to shoot, outlines the creator still has to write, or need work —
 * and how much of their voice-over is written rather than left blank.
 *
 *   npx tsx bench/script-quality.ts [--examples 0]
 *
 * Engines measured:
 * - `offline`: the offline engine's first drafts over the whole matrix — every platform × format ×
 *   zh/en × 15/30/60/180/600 s × ordinary topics and real trending titles; `offline+punchier` and
 *   `offline+regenerate`: the same briefs after the "punchier hook" quick action and a regenerate.
 * - `model (recorded)`: model answers recorded for the tests (engines/testing/flawed-replies.ts, the
 *   e2e stand-in provider's scripts), parsed and checked as written (engines/repair/review.ts), as
 *   the repair turn sees them; no model is called, so nothing is repaired by one.
 *
 * Per engine it prints the share of versions in each state (ready / outline / needs work), the
 * written voice-over's share of all speaking time (check.voice_over_seconds ÷ (voice_over_seconds +
 * placeholder_seconds): what is written vs what blanks stand for), the written voice-over ÷ the
 * target (mean, lowest), and the findings by code. Then, for the offline drafts, per platform and
 * language, the drafts failing each rule. --examples N prints the first N findings of each code.
 * It measures whatever the engines write today; nothing is stored.
 */
import { parseArgs } from 'node:util'
import {
  CHECK_RULES,
  PLATFORMS,
  SCRIPT_FORMATS,
  SCRIPT_STATES,
  briefSchema,
  checkScript,
  describeFinding,
  targetSeconds,
  type Language,
  type ScriptCheck,
} from '@hookline/contract'
import { composeDraft, type ComposeOptions } from '../apps/server/src/engines/offline/compose'
import { reviewAnswer, type ReviewBrief } from '../apps/server/src/engines/repair/review'
import * as recorded from '../apps/server/src/engines/testing/flawed-replies'
import { SCRIPTS as STAND_IN_SCRIPTS } from '../e2e/support/model-upstream.mjs'

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
    '12月新规来了',
    '早上6:30起床的一天',
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
    'My 5:30 AM morning routine',
    'Why are eggs so expensive?',
  ],
}

interface Tally {
  versions: number
  states: Record<string, number>
  written: number
  blank: number
  ratios: number[]
  codes: Map<string, number>
  examples: Map<string, string[]>
  /** Per platform and language: versions, and versions failing each rule. */
  rules: Map<string, { versions: number; failing: Record<string, number> }>
}

const newTally = (): Tally => ({
  versions: 0,
  states: Object.fromEntries(SCRIPT_STATES.map((state) => [state, 0])),
  written: 0,
  blank: 0,
  ratios: [],
  codes: new Map(),
  examples: new Map(),
  rules: new Map(),
})

function count(tally: Tally, check: ScriptCheck, where: string, group?: string) {
  tally.versions++
  tally.states[check.state]++
  tally.written += check.voice_over_seconds
  tally.blank += check.placeholder_seconds
  tally.ratios.push(check.voice_over_seconds / check.target_seconds)
  for (const finding of check.findings) {
    tally.codes.set(finding.code, (tally.codes.get(finding.code) ?? 0) + 1)
    const seen = tally.examples.get(finding.code) ?? []
    if (seen.length < examples) seen.push(`${where}: ${describeFinding(finding)}`)
    tally.examples.set(finding.code, seen)
  }
  if (group) {
    const rules = tally.rules.get(group) ?? {
      versions: 0,
      failing: Object.fromEntries(CHECK_RULES.map((rule) => [rule, 0])),
    }
    rules.versions++
    for (const rule of check.rules) if (!rule.ok) rules.failing[rule.id]++
    tally.rules.set(group, rules)
  }
}

const engines = new Map<string, Tally>()
const tallyOf = (engine: string) => {
  const tally = engines.get(engine) ?? newTally()
  engines.set(engine, tally)
  return tally
}

/** What each offline engine row composes: a first draft, then after a follow-up. */
const OFFLINE_RUNS: Array<[string, ComposeOptions]> = [
  ['offline', {}],
  ['offline+punchier', { punchierHook: true }],
  ['offline+regenerate', { variant: 1 }],
]

const started = performance.now()
for (const platform of PLATFORMS) {
  for (const language of ['zh', 'en'] as const) {
    for (const format of SCRIPT_FORMATS) {
      for (const duration of DURATIONS) {
        for (const topic of TOPICS[language]) {
          const brief = briefSchema.parse({ topic, platform, format, language, duration_seconds: duration })
          const target = targetSeconds(platform, duration)
          for (const [engine, options] of OFFLINE_RUNS) {
            const script = composeDraft(brief, language, options)
            const check = checkScript(script, { platform, language, targetSeconds: target, topic })
            count(tallyOf(engine), check, `${platform} ${format} ${duration}s "${topic}"`, `${platform} ${language}`)
          }
        }
      }
    }
  }
}
const offlineSeconds = (performance.now() - started) / 1000

/** Recorded model answers and the brief each answered. */
const FLAWED: ReviewBrief = {
  topic: recorded.FLAWED_BRIEF.topic,
  platform: recorded.FLAWED_BRIEF.platform,
  language: recorded.FLAWED_BRIEF.language,
  targetSeconds: targetSeconds(recorded.FLAWED_BRIEF.platform, recorded.FLAWED_BRIEF.duration_seconds),
}
const ANSWERS: Array<[string, string, ReviewBrief]> = [
  ['SOUND', recorded.SOUND, FLAWED],
  ['LONG_HOOK_50S', recorded.LONG_HOOK_50S, FLAWED],
  ['WORDY_BEAT', recorded.WORDY_BEAT, FLAWED],
  ['BANNED_CLAIMS', recorded.BANNED_CLAIMS, FLAWED],
  ['ELEVEN_HASHTAGS', recorded.ELEVEN_HASHTAGS, FLAWED],
  ['ENGLISH_IN_ZH', recorded.ENGLISH_IN_ZH, FLAWED],
  ['GREETING', recorded.GREETING, FLAWED],
  ['TRUNCATED_NO_BEATS', recorded.TRUNCATED_NO_BEATS, FLAWED],
  ['TRUNCATED_WITH_BEATS', recorded.TRUNCATED_WITH_BEATS, FLAWED],
  // The e2e stand-in provider's scripts: a 30 s Douyin brief about a first lease.
  ['stand-in zh', STAND_IN_SCRIPTS.zh, { topic: '第一次租房', platform: 'douyin', language: 'zh', targetSeconds: 30 }],
  [
    'stand-in en',
    STAND_IN_SCRIPTS.en,
    { topic: 'Renting your first apartment', platform: 'douyin', language: 'en', targetSeconds: 30 },
  ],
]
const modelRows: string[] = []
let notScripts = 0
for (const [name, markdown, brief] of ANSWERS) {
  const answer = reviewAnswer(markdown, brief)
  if (answer.kind === 'not_a_script') {
    notScripts++
    modelRows.push(`  ${name.padEnd(22)} not a script (never saved as one)`)
    continue
  }
  const { check } = answer
  count(tallyOf('model (recorded)'), check, name)
  modelRows.push(
    `  ${name.padEnd(22)} ${check.state.padEnd(10)} written ${check.voice_over_seconds} s + blanks ${check.placeholder_seconds} s of ${check.target_seconds} s; ${check.findings.map((f) => f.code).join(', ') || 'no findings'}`,
  )
}

const percent = (part: number, whole: number) => `${whole === 0 ? '–' : ((part / whole) * 100).toFixed(1)}%`
const pad = (cells: Array<string | number>, widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' ')

console.log('Script check states per engine (ready: every rule holds and blanks < 15 % of the speech;')
console.log('outline: only blanks left to write; needs work: rules fail that writing the blanks would not fix)')
console.log(
  'written: written voice-over ÷ (written + what the blanks stand for); vo/target: written voice-over ÷ target\n',
)
const head = ['engine', 'versions', 'ready', 'outline', 'needs_work', 'written', 'vo/target', 'min']
const widths = [20, 8, 7, 7, 10, 8, 9, 5]
console.log(pad(head, widths))
for (const [engine, tally] of engines) {
  const mean = tally.ratios.reduce((sum, r) => sum + r, 0) / Math.max(1, tally.ratios.length)
  console.log(
    pad(
      [
        engine,
        tally.versions,
        percent(tally.states.ready, tally.versions),
        percent(tally.states.outline, tally.versions),
        percent(tally.states.needs_work, tally.versions),
        percent(tally.written, tally.written + tally.blank),
        mean.toFixed(2),
        Math.min(...tally.ratios).toFixed(2),
      ],
      widths,
    ),
  )
}

console.log('\nFindings by code (versions × findings):')
for (const [engine, tally] of engines) {
  const codes = [...tally.codes].sort((a, b) => b[1] - a[1])
  console.log(`  ${engine}: ${codes.map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`)
}

console.log(`\nRecorded model answers, as written (before any repair turn); ${notScripts} not a script:`)
for (const row of modelRows) console.log(row)

const offline = tallyOf('offline')
console.log(
  `\nOffline first drafts failing each rule, per platform and language (${SCRIPT_FORMATS.length} formats × ${DURATIONS.join('/')} s × ${TOPICS.zh.length} zh / ${TOPICS.en.length} en topics):`,
)
const ruleWidths = [18, 8, ...CHECK_RULES.map((rule) => Math.max(rule.length, 5))]
console.log(pad(['platform lang', 'drafts', ...CHECK_RULES], ruleWidths))
for (const [group, { versions, failing }] of offline.rules)
  console.log(pad([group, versions, ...CHECK_RULES.map((rule) => failing[rule])], ruleWidths))

console.log(
  `\n${[...engines.values()].reduce((sum, t) => sum + t.versions, 0)} versions; offline drafts in ${offlineSeconds.toFixed(1)} s`,
)

if (examples > 0) {
  for (const [engine, tally] of engines) {
    for (const [code, lines] of tally.examples) {
      console.log(`\n${engine} · ${code}`)
      for (const line of lines) console.log(`  ${line}`)
    }
  }
}
