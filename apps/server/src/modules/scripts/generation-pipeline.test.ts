import { describe, expect, it } from 'vitest'
import { type Brief } from '@hookline/contract'
import { IncompleteAnswerError, parseScriptMarkdown, type EngineTurn, type ScriptEngine } from '../../engines'
import { createOfflineEngine } from '../../engines/offline/offline-engine'
import * as replies from '../../engines/testing/flawed-replies'
import { AccountDisabledAbort } from './generation-aborts'
import { writeVersion, type PipelineOutcome, type VersionJob } from './generation-pipeline'
import { NOT_CHARGED } from './charge-rule'
import { readUnfinished, settleFinished, settleUnfinished } from './version-settlement'

// The pipeline with fake engines and no database: what the model says decides the outcome.
const brief: Brief = { ...replies.FLAWED_BRIEF }

/** A model engine that streams `first`, and answers a repair turn with `second` when given one. */
function fakeModel(first: string, options: { second?: string; cutWith?: Error } = {}) {
  const repairs: string[][] = []
  const engine: ScriptEngine = {
    name: 'openai-compatible',
    label: 'openai-compatible:fake',
    reads: 'explicit',
    async *generate() {
      yield* replies.tokensOf(first)
      if (options.cutWith) throw options.cutWith
    },
    ...(options.second !== undefined && {
      async *repair(_brief: Brief, _history: EngineTurn[], _answer: string, failures: string[]) {
        repairs.push(failures)
        yield* replies.tokensOf(options.second!)
      },
    }),
  }
  return { engine, repairs }
}

const jobFor = (engine: ScriptEngine, history: EngineTurn[] = []): VersionJob => ({
  engine,
  brief,
  history: [...history, { role: 'user', content: '', action: null, engine: null }],
  language: 'zh',
  targetSeconds: 30,
  cost: 1,
})

async function run(job: VersionJob, signal = new AbortController().signal) {
  const streamed: string[] = []
  const repairing: number[] = []
  const outcome = await writeVersion(job, signal, {
    onDelta: async (text) => void streamed.push(text),
    onRepairing: async ({ failed }) => void repairing.push(failed),
    onRepairFailed: (error) => {
      throw error
    },
  })
  return { outcome, streamed: streamed.join(''), repairing }
}

function finished(outcome: PipelineOutcome) {
  if (outcome.kind !== 'finished') throw new Error(`expected a finished version, got ${outcome.kind}`)
  return outcome
}

/** The voice-over lines of a Markdown script, to tell the model's words from anything code wrote. */
const voiceOver = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('- 口播：'))

describe('generation pipeline', () => {
  it('saves a sound answer as written, ready and charged, without a repair turn', async () => {
    const { engine, repairs } = fakeModel(replies.SOUND, { second: replies.SOUND })
    const { outcome, streamed, repairing } = await run(jobFor(engine))
    const { version, charge, content } = finished(outcome)
    expect(streamed).toBe(replies.SOUND)
    expect(content).toBe(replies.SOUND)
    expect(version.content).toBe(replies.SOUND)
    expect(version.check.state).toBe('ready')
    expect(charge).toBe(1)
    expect(repairing).toEqual([])
    expect(repairs).toEqual([])
  })

  it('keeps a flawed answer the repair turn does not improve as it was written: it needs work, and code swaps no word', async () => {
    const { engine, repairs } = fakeModel(replies.BANNED_CLAIMS, { second: replies.BANNED_CLAIMS })
    const { outcome, repairing } = await run(jobFor(engine))
    const { version, charge } = finished(outcome)
    expect(repairing).toHaveLength(1)
    expect(repairs).toHaveLength(1)
    expect(version.check.state).toBe('needs_work')
    expect(version.content).toContain('全网第一百搭')
    expect(voiceOver(version.content)).toEqual(voiceOver(replies.BANNED_CLAIMS))
    expect(version.warnings.some((w) => w.startsWith('repaired: rewritten by the model'))).toBe(false)
    // Claims do not stop a charge: the script is complete, sayable and in the brief's language.
    expect(charge).toBe(1)
  })

  it('saves an outline whose voice-over is blanks, uncharged, with the reason in its warnings', async () => {
    const { engine } = fakeModel(replies.PLACEHOLDER_BEATS)
    const { outcome } = await run(jobFor(engine))
    const { version, charge } = finished(outcome)
    expect(version.check.state).toBe('outline')
    expect(charge).toBe(0)
    expect(version.warnings.filter((w) => w.startsWith(NOT_CHARGED))).not.toEqual([])
  })

  it("keeps the model's rewrite when it fails fewer rules: the words are the model's, never code's", async () => {
    const { engine, repairs } = fakeModel(replies.ENGLISH_IN_ZH, { second: replies.SOUND })
    const { outcome, streamed, repairing } = await run(jobFor(engine))
    const { version, charge, content } = finished(outcome)
    expect(streamed).toBe(replies.ENGLISH_IN_ZH)
    expect(content).toBe(replies.ENGLISH_IN_ZH)
    expect(repairing).toEqual([expect.any(Number)])
    expect(repairs[0]?.join('\n')).toMatch(/language|English|Chinese/i)
    expect(version.content).toBe(replies.SOUND)
    expect(version.check.state).toBe('ready')
    expect(version.warnings).toContainEqual(expect.stringMatching(/^repaired: rewritten by the model after the check/))
    expect(charge).toBe(1)
  })

  it('does not swap the English words itself when there is no repair turn: the version needs work and is not charged', async () => {
    const { engine } = fakeModel(replies.ENGLISH_IN_ZH)
    const { version, charge } = finished((await run(jobFor(engine))).outcome)
    expect(version.content).toBe(replies.ENGLISH_IN_ZH)
    expect(version.check.state).toBe('needs_work')
    expect(charge).toBe(0)
    expect(version.warnings).toContain(`${NOT_CHARGED} not written in the brief's language`)
  })

  it('keeps an answer the output limit cut as unfinished (length), never charged', async () => {
    const cut = new IncompleteAnswerError('length', 'cut at the output limit')
    const { engine } = fakeModel(replies.TRUNCATED_WITH_BEATS, { second: replies.SOUND, cutWith: cut })
    const job = jobFor(engine)
    const { outcome, streamed } = await run(job)
    expect(outcome).toMatchObject({ kind: 'unfinished', reason: 'length', content: replies.TRUNCATED_WITH_BEATS })
    expect(streamed).toBe(replies.TRUNCATED_WITH_BEATS)
    const settled = settleUnfinished(readUnfinished(job, streamed), 'length', job.cost, false)
    expect(settled).toMatchObject({ status: 'incomplete', incompleteReason: 'length', creditsCharged: 0 })
    expect(settled.check?.state).not.toBe('ready')
  })

  it('refuses an answer that is not a script', async () => {
    const { engine } = fakeModel(replies.GREETING, { second: replies.SOUND })
    const { outcome, repairing } = await run(jobFor(engine))
    expect(outcome).toMatchObject({ kind: 'not_a_script', content: replies.GREETING })
    expect(repairing).toEqual([])
  })

  it('does not charge an answer that repeats the version it revises word for word', async () => {
    const { engine } = fakeModel(replies.SOUND)
    const history: EngineTurn[] = [{ role: 'assistant', content: replies.SOUND, engine: engine.label }]
    const { charge, version } = finished((await run(jobFor(engine, history))).outcome)
    expect(charge).toBe(0)
    expect(version.warnings).toContain(`${NOT_CHARGED} the same script as the version it revises`)
  })

  it('charges a stop only once the hook and a beat streamed, and never an account disabled meanwhile', async () => {
    const controller = new AbortController()
    const engine: ScriptEngine = {
      ...fakeModel(replies.SOUND).engine,
      async *generate() {
        yield replies.SOUND
        controller.abort(new DOMException('stopped', 'AbortError'))
      },
    }
    const job = jobFor(engine)
    const { outcome } = await run(job, controller.signal)
    expect(outcome).toMatchObject({ kind: 'unfinished', reason: 'stopped' })
    const answer = readUnfinished(job, replies.SOUND)
    expect(settleUnfinished(answer, 'stopped', 1, false)).toMatchObject({
      incompleteReason: 'stopped',
      creditsCharged: 1,
    })
    expect(settleUnfinished(answer, 'stopped', 1, true)).toMatchObject({
      incompleteReason: 'disabled',
      creditsCharged: 0,
    })
    const early = readUnfinished(job, replies.TRUNCATED_NO_BEATS)
    expect(settleUnfinished(early, 'stopped', 1, false)).toMatchObject({ creditsCharged: 0 })
    expect(settleUnfinished(readUnfinished(job, ''), 'stopped', 1, false)).toMatchObject({ status: 'failed' })
  })

  it('keeps a finished script of an account disabled while it streamed as incomplete, uncharged', async () => {
    const { engine } = fakeModel(replies.PLACEHOLDER_BEATS)
    const { version } = finished((await run(jobFor(engine))).outcome)
    const settled = settleFinished(version, 1, true)
    expect(settled).toMatchObject({ status: 'incomplete', incompleteReason: 'disabled', creditsCharged: 0 })
    expect(settled.warnings.some((w) => w.startsWith(NOT_CHARGED))).toBe(false)
    expect(settleFinished(version, 1, false)).toMatchObject({ status: 'complete', creditsCharged: 1 })
  })

  it('reads a disabled account from the abort reason', async () => {
    const controller = new AbortController()
    controller.abort(new AccountDisabledAbort())
    const { outcome } = await run(jobFor(fakeModel(replies.SOUND).engine), controller.signal)
    expect(outcome).toMatchObject({ kind: 'unfinished', reason: 'disabled' })
  })
})

describe('generation pipeline with an engine that builds its script as data', () => {
  it('checks and saves the script as the engine built it, and never reads it back from the Markdown it streamed', async () => {
    const offline = createOfflineEngine({ lineDelayMs: 0 })
    const news: Brief = { ...brief, topic: '香港火灾已致146人遇难' }
    const built = offline.draft!(news, [], new AbortController().signal)
    const parsedBack = parseScriptMarkdown(await joined(built.text)).script
    // The call to action's label is not in the Markdown: read back, it would be the section's heading.
    expect(parsedBack.call_to_action.label).not.toBe(built.script.call_to_action.label)
    const { outcome, streamed } = await run({ ...jobFor(offline), brief: news, cost: 0 })
    const { version, content } = finished(outcome)
    expect(content).toBe(streamed)
    expect(version.script).toEqual(built.script)
    expect(version.warnings.filter((warning) => !warning.startsWith(NOT_CHARGED))).toEqual([])
  })
})

async function joined(text: AsyncIterable<string>) {
  let all = ''
  for await (const piece of text) all += piece
  return all
}

describe('generation pipeline with a draft that fails to build', () => {
  it('ends the answer unfinished as a fault of our own, like a stream that failed, instead of throwing', async () => {
    const offline = createOfflineEngine({ lineDelayMs: 0 })
    const broken: ScriptEngine = {
      ...offline,
      draft: () => {
        throw new Error('compose failed')
      },
    }
    const { outcome } = await run(jobFor(broken))
    expect(outcome.kind).toBe('unfinished')
    expect(outcome.kind === 'unfinished' && outcome.reason).toBeNull()
  })
})
