import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, placeholdersIn, type ScriptMessage } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'

/** GET /api/scripts/:id/export of an outline: safe to use, and saying what it is. */
describe.each(databaseKinds)('exporting a version on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  const exported = async (token: string, id: string, query: string) => {
    const res = await call(ctx.app, 'GET', `/api/scripts/${id}/export?${query}`, { token })
    expect(res.status, query).toBe(200)
    return res.body.data.content as string
  }

  /** An offline draft (it leaves blanks for the creator) and its revision by "shorter" (it has notes). */
  async function draftAndRevision(token: string, brief = {}) {
    const { id, title } = await createScript(ctx.app, token, { duration_seconds: 45, ...brief })
    const first = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    const draft = first.body.data.message as ScriptMessage
    const second = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'shorter' } })
    return { id, title, draft, revision: second.body.data.message as ScriptMessage }
  }

  it('Markdown starts with the title line, then the version’s state; the notes only when asked for', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, title, revision } = await draftAndRevision(token)
    expect(revision.check).not.toBeNull()
    expect(revision.script!.notes.length).toBeGreaterThan(0)

    const markdown = await exported(token, id, 'format=markdown')
    const lines = markdown.split('\n')
    expect(lines[0]).toBe(`# ${title}`)
    expect(lines[2]).toMatch(/^状态：(可以拍|提纲 · 还有 \d+ 秒口播待你填写|需要修改 · \d+ 项检查未通过)$/)
    const expected = { ready: '可以拍', outline: '提纲', needs_work: '需要修改' }[revision.check!.state]
    expect(lines[2]).toContain(expected)
    expect(markdown).toContain('## 开场钩子（前 3 秒）')
    expect(markdown).not.toContain('修改说明')
    for (const note of revision.script!.notes) expect(markdown).not.toContain(note)

    const withNotes = await exported(token, id, 'format=markdown&notes=true')
    expect(withNotes).toContain('## 修改说明')
    expect(withNotes).toContain(revision.script!.notes[0])
    expect(await exported(token, id, 'format=markdown&notes=false')).toBe(markdown)
  })

  it('an outline’s SRT holds no blank and its teleprompter text marks each blank as a direction', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, draft } = await draftAndRevision(token)
    const query = `message_id=${draft.id}`

    const srt = await exported(token, id, `format=srt&${query}`)
    const captions = srt
      .trim()
      .split('\n\n')
      .map((cue) => cue.split('\n').slice(2).join(' '))
    expect(captions.length).toBeGreaterThan(0)
    for (const caption of captions) {
      expect(caption).not.toMatch(/[【】[\]]/)
      expect(caption.replace(/[\s，。、；：！？,.;:!?…]/g, '')).not.toBe('')
    }

    const text = await exported(token, id, `format=text&${query}`)
    expect(text).not.toMatch(/【|】/)
    expect(text.split('\n')[0]).toMatch(/^（状态：/)
    const directions = text.split('\n').filter((line) => line.startsWith('（待填写：'))
    const script = draft.script!
    const spokenBlanks = [script.hook, ...script.beats, script.call_to_action].flatMap((beat) =>
      placeholdersIn(beat.voice_over),
    )
    expect(spokenBlanks.length).toBeGreaterThan(0)
    expect(directions.length).toBe(spokenBlanks.length)
  })

  it('an English outline is marked in English', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, draft } = await draftAndRevision(token, { topic: 'First apartment mistakes', language: 'en' })
    const text = await exported(token, id, `format=text&message_id=${draft.id}`)
    expect(text.split('\n')[0]).toMatch(/^\(Status: /)
    if (draft.check!.placeholders > 0) expect(text).toContain('(To fill in: ')
    const markdown = await exported(token, id, `format=markdown&message_id=${draft.id}`)
    expect(markdown.split('\n')[2]).toMatch(/^Status: (Ready|Outline · \d+ s of voice-over left to write|Needs work)/)
  })

  it('refuses a notes value other than true or false with 400', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await draftAndRevision(token)
    const res = await call(ctx.app, 'GET', `/api/scripts/${id}/export?format=markdown&notes=yes`, { token })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
  })
})
