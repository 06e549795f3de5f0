import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, type Script, type ScriptDetail, type ScriptMessage } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'

/** A sentence of the creator's own, plain enough that a "more professional" pass leaves it as it is. */
const OWN_LINE = '我上个月把外卖换成自己带饭，一个月省了八百块'

describe.each(databaseKinds)('editing a version by hand on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  const creditsOf = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number

  /** A conversation with one offline draft; its id, the draft and the draft's script. */
  async function drafted(token: string, brief = {}) {
    const { id } = await createScript(ctx.app, token, { duration_seconds: 45, ...brief })
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    const message = res.body.data.message as ScriptMessage
    return { id, message, script: message.script! }
  }

  const edit = (token: string, id: string, base: string, script: unknown) =>
    call(ctx.app, 'POST', `/api/scripts/${id}/versions`, { token, body: { base_message_id: base, script } })

  const withBeat = (script: Script, index: number, voiceOver: string): Script => ({
    ...script,
    beats: script.beats.map((beat, i) => (i === index ? { ...beat, voice_over: voiceOver } : beat)),
  })

  it('saves the edit as a new current version, free of charge, checked and rendered in the base’s language', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, message, script } = await drafted(token)
    const before = await creditsOf(token)

    // Far more words than the beat's seconds allow: the check of the new version says so.
    const wordy = `${OWN_LINE}，`.repeat(6)
    const res = await edit(token, id, message.id, {
      ...withBeat(script, 0, `  ${wordy}  `),
      hashtags: ['#省钱 ', ' 反向消费'],
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Version saved')
    const detail = res.body.data as ScriptDetail
    const edited = detail.messages.at(-1)!
    expect(edited).toMatchObject({
      role: 'assistant',
      engine: 'edited',
      version: 2,
      status: 'complete',
      credits_charged: 0,
      target_seconds: message.target_seconds,
    })
    expect(detail.current_message_id).toBe(edited.id)
    expect(detail.version_count).toBe(2)
    expect(edited.script!.beats[0].voice_over).toBe(wordy)
    expect(edited.script!.hashtags).toEqual(['省钱', '反向消费'])
    expect(edited.content).toContain('## 开场钩子')
    expect(edited.content).toContain(wordy)
    expect(edited.check!.rules.find((rule) => rule.id === 'pacing')).toEqual({ id: 'pacing', ok: false })
    expect(edited.check!.findings).toContainEqual(
      expect.objectContaining({ code: 'speech_over', section: 'beat', index: 0 }),
    )
    expect(await creditsOf(token)).toBe(before)

    // Shortened again, the beat fits: the check is re-run on every save.
    const fixed = await edit(token, id, edited.id, withBeat(edited.script!, 0, OWN_LINE))
    const again = (fixed.body.data as ScriptDetail).messages.at(-1)!
    expect(again.version).toBe(3)
    expect(
      again.check!.findings.filter((f) => f.section === 'beat' && f.index === 0 && f.code === 'speech_over'),
    ).toEqual([])
  })

  it('exports the edited text as Markdown, teleprompter text and SRT', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, message, script } = await drafted(token)
    await edit(token, id, message.id, withBeat(script, 1, OWN_LINE))
    for (const format of ['markdown', 'text', 'srt']) {
      const res = await call(ctx.app, 'GET', `/api/scripts/${id}/export?format=${format}`, { token })
      expect(res.body.data.filename, format).toMatch(/-v2\./)
      expect(res.body.data.content.replace(/\s+/g, ''), format).toContain(OWN_LINE.slice(0, 10))
    }
  })

  it('carries none of the base version’s revision notes into the edit, its page or its exports', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await drafted(token)
    const revised = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'shorter' } })
    const base = revised.body.data.message as ScriptMessage
    expect(base.script!.notes.length).toBeGreaterThan(0)
    expect(base.content).toContain('## 修改说明')

    // Notes alone are no change to the script.
    expect((await edit(token, id, base.id, { ...base.script!, notes: ['我自己写的备注'] })).status).toBe(409)
    const res = await edit(token, id, base.id, withBeat(base.script!, 0, OWN_LINE))
    const edited = (res.body.data as ScriptDetail).messages.at(-1)!
    expect(edited.script!.notes).toEqual([])
    expect(edited.content).not.toContain('修改说明')
    for (const query of ['format=markdown', 'format=markdown&notes=true', 'format=text']) {
      const exported = await call(ctx.app, 'GET', `/api/scripts/${id}/export?${query}`, { token })
      expect(exported.body.data.content, query).not.toContain('修改说明')
      for (const note of base.script!.notes) expect(exported.body.data.content, query).not.toContain(note)
    }
  })

  it('refuses an unchanged script with 409 and saves nothing', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, message, script } = await drafted(token)
    // Only whitespace and a tag's '#' differ: still no change.
    const same = { ...script, hashtags: script.hashtags.map((tag) => `#${tag} `), cover_text: ` ${script.cover_text}` }
    const res = await edit(token, id, message.id, same)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('No changes')
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data.version_count).toBe(1)
  })

  it('keeps other creators and other conversations out with 404', async () => {
    const owner = await registerUser(ctx.app)
    const stranger = await registerUser(ctx.app)
    const { id, message, script } = await drafted(owner.token)
    const changed = withBeat(script, 0, OWN_LINE)
    expect((await edit(stranger.token, id, message.id, changed)).status).toBe(404)
    const elsewhere = await drafted(owner.token)
    expect((await edit(owner.token, elsewhere.id, message.id, changed)).status).toBe(404)
    const detail = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token: owner.token })).body.data as ScriptDetail
    const request = detail.messages.find((m) => m.role === 'user')!
    expect((await edit(owner.token, id, request.id, changed)).status).toBe(404)
    expect(
      (
        await call(ctx.app, 'POST', `/api/scripts/${id}/versions`, {
          body: { base_message_id: message.id, script: changed },
        })
      ).status,
    ).toBe(401)
  })

  it('refuses malformed and oversized bodies with 400, never 500', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, message, script } = await drafted(token)
    const beat = script.beats[0]
    const bodies: Array<[string, unknown]> = [
      ['no script', { base_message_id: message.id }],
      ['bad base id', { base_message_id: 'v1', script }],
      [
        'negative seconds',
        { base_message_id: message.id, script: { ...script, hook: { ...script.hook, seconds: -1 } } },
      ],
      ['two decimals', { base_message_id: message.id, script: { ...script, hook: { ...script.hook, seconds: 2.35 } } }],
      [
        'seconds past 30 min',
        {
          base_message_id: message.id,
          script: { ...script, call_to_action: { ...script.call_to_action, seconds: 1801 } },
        },
      ],
      [
        '61 beats',
        { base_message_id: message.id, script: { ...script, beats: Array.from({ length: 61 }, () => beat) } },
      ],
      ['long voice-over', { base_message_id: message.id, script: withBeat(script, 0, '字'.repeat(2001)) }],
      ['long caption', { base_message_id: message.id, script: { ...script, caption: 'a'.repeat(5001) } }],
      [
        '31 hashtags',
        {
          base_message_id: message.id,
          script: { ...script, hashtags: Array.from({ length: 31 }, (_, i) => `tag${i}`) },
        },
      ],
      [
        '11 titles',
        { base_message_id: message.id, script: { ...script, titles: Array.from({ length: 11 }, (_, i) => `t${i}`) } },
      ],
      ['titles as text', { base_message_id: message.id, script: { ...script, titles: 'one title' } }],
      [
        'seconds as text',
        { base_message_id: message.id, script: { ...script, hook: { ...script.hook, seconds: '3' } } },
      ],
      [
        'a beat without a shot',
        { base_message_id: message.id, script: { ...script, beats: [{ ...beat, shot: undefined }] } },
      ],
    ]
    for (const [name, body] of bodies) {
      const res = await call(ctx.app, 'POST', `/api/scripts/${id}/versions`, { token, body })
      expect(res.status, name).toBe(400)
      expect(res.body.code, name).toBe(ErrorCode.VALIDATION_FAILED)
    }
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data.version_count).toBe(1)
  })

  it('a follow-up after an edit revises the edited text, not the draft it came from', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, message, script } = await drafted(token)
    await edit(token, id, message.id, withBeat(script, 0, OWN_LINE))
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, {
      token,
      body: { action: 'more_professional' },
    })
    expect(res.status).toBe(200)
    const next = res.body.data.message as ScriptMessage
    expect(next.version).toBe(3)
    expect(next.script!.beats[0].voice_over).toContain(OWN_LINE)
  })
})
