import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../src/db/schema'
import { hashToken, newToken } from '../../src/modules/auth/tokens'
import { TRENDING_FIXTURES_DIR } from '../../src/trending/testing/upstream-replay-server'
import { createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'
import { scriptWithVersion, specOperations, type Operation } from './helpers'
import {
  CONTENT_TYPES,
  HOSTILE_IDS,
  HOSTILE_QUERY,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  RAW_BODIES,
  pathsOf,
  replaceAt,
  sampleOf,
  seededRandom,
  type Random,
} from './fuzz-values'

/**
 * A seeded fuzzer over every route of /api/openapi.json. Each request starts from a
 * valid request built from the route's own schema and breaks one thing: the JSON, a field's type
 * or size, its text (NUL, lone surrogates, RTL, injection and LIKE strings), `__proto__`, the
 * content type, the body size, an id or a query value, the token. Every answer must be below 500
 * and the envelope. FUZZ_SEED picks another sequence; FUZZ_REQUESTS another count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_100)
/** Requests in flight at once: argon2 and the database overlap, the run stays within a minute. */
const PARALLEL = 4

interface Answer {
  status: number
  contentType: string
  text: string
}

describe.each(databaseKinds)('hardening fuzzer on %s', (kind) => {
  let ctx: TestContext
  let operations: Operation[]
  let owner: { token: string; email: string; password: string; id: string }
  let signer: { email: string; password: string }
  let scriptId: string
  let messageId: string
  let counter = 0
  const unique = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      AI_OFFLINE_LINE_DELAY_MS: '0',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000000',
      AUTH_MAX_FAILURES_PER_EMAIL: '1000000',
      TRENDING_REFRESH_MAX_PER_USER: '1000000',
      TRENDING_MIN_REFRESH_SECONDS: '0',
      // Four requests in flight may all be generations of the owner's (model-bounds.test.ts tests the cap).
      GENERATION_MAX_CONCURRENT_PER_USER: '100',
      // Never the network: the recorded payloads stand in for the upstreams.
      TRENDING_FIXTURES_DIR,
    })
    const registered = await registerUser(ctx.app)
    owner = { ...registered, id: registered.user.id }
    signer = await registerUser(ctx.app)
    ;({ id: scriptId, messageId } = await scriptWithVersion(ctx, owner.token))
    operations = await specOperations(ctx)
  }, 120_000)
  afterAll(() => ctx.close())

  /** The valid request of an operation: ids of the owner's own script, a body from the schema. */
  async function validRequest(op: Operation) {
    let id = scriptId
    // A delete that succeeds would take the shared script away: it gets its own.
    if (op.method === 'DELETE') id = (await scriptWithVersion(ctx, owner.token)).id
    const pathParams: Record<string, string> = { id, messageId }
    const query: Record<string, string> = {}
    for (const param of op.params.filter((p) => p.in === 'query')) {
      if (param.name === 'message_id') query[param.name] = messageId
      else if (param.schema.enum) query[param.name] = String(param.schema.enum[0])
    }
    let body = op.body ? (sampleOf(op.body, unique) as Record<string, any>) : undefined
    if (body && 'base_message_id' in body) body = { ...body, base_message_id: messageId }
    // The password stays the same, so every later request still signs in.
    if (body && 'current_password' in body) body = { current_password: owner.password, new_password: owner.password }
    // Another account signs in: sessions are capped per user, the owner's must stay among them.
    if (body && 'password' in body && op.path === '/auth/login')
      body = { email: signer.email, password: signer.password }
    return { pathParams, query, body }
  }

  /** A second session of the owner's, so a logout does not end the one every request uses. */
  async function throwawayToken() {
    const token = newToken()
    await ctx.database.db
      .insert(sessions)
      .values({ userId: owner.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) })
    return token
  }

  async function send(op: Operation, random: Random): Promise<{ label: string; answer: Answer }> {
    const { pathParams, query, body } = await validRequest(op)
    const token = op.path === '/auth/logout' ? await throwawayToken() : owner.token
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    let rawBody: string | undefined = body === undefined ? undefined : JSON.stringify(body)
    let label = 'valid'
    // Kinds that do not apply to this route (no body, no id, no query) become a field or id mutation.
    const hasQuery = op.params.some((p) => p.in === 'query')
    let mutation = random.int(10)
    if (!body && [0, 1, 2, 3].includes(mutation)) mutation = op.path.includes('{') ? 5 : hasQuery ? 6 : 7
    if (mutation === 5 && !op.path.includes('{')) mutation = body ? 0 : hasQuery ? 6 : 7
    if (mutation === 6 && !hasQuery) mutation = body ? 1 : 7
    if (mutation === 9 && !op.path.includes('messages')) mutation = body ? 2 : 7
    if (mutation <= 2 && body) {
      const path = random.pick(pathsOf(body))
      const value = random.next() < 0.5 ? random.pick(HOSTILE_STRINGS) : random.pick(HOSTILE_VALUES)
      rawBody = JSON.stringify(replaceAt(body, path, value))
      label = `field ${path.join('.') || '(body)'}`
    } else if (mutation === 3 && body) {
      rawBody = random.pick(RAW_BODIES)
      label = `raw body ${JSON.stringify(rawBody.slice(0, 40))}…(${rawBody.length})`
    } else if (mutation === 4) {
      const type = random.pick(CONTENT_TYPES)
      if (type) headers['content-type'] = type
      else rawBody ??= '{}'
      label = `content-type ${type}`
      if (!type) headers['content-type'] = ''
    } else if (mutation === 5) {
      const name = random.pick(Object.keys(pathParams).filter((key) => op.path.includes(`{${key}}`)))
      pathParams[name] = random.pick(HOSTILE_IDS)
      label = `path ${name}=${pathParams[name].slice(0, 40)}`
    } else if (mutation === 6) {
      const param = random.pick(op.params.filter((p) => p.in === 'query'))
      query[param.name] = random.pick(HOSTILE_QUERY)
      label = `query ${param.name}=${query[param.name].slice(0, 40)}`
    } else if (mutation === 7) {
      headers.authorization = random.pick([
        '',
        'Bearer',
        'Bearer ',
        'Bearer x',
        `Basic ${token}`,
        `Bearer ${'a'.repeat(5000)}`,
        `Bearer ${token}x`,
      ])
      label = `authorization ${headers.authorization.slice(0, 20)}`
    } else if (mutation === 8) {
      // Keys that must never reach an object's prototype, at the top and one level down.
      const polluted = body
        ? { ...body, ['__proto__']: { admin: true }, constructor: { prototype: { admin: true } } }
        : { ['__proto__']: 1 }
      rawBody = JSON.stringify(polluted).replace('"__proto__":{"admin":true}', '"__proto__":{"admin":true,"id":"x"}')
      label = '__proto__ keys'
    } else if (mutation === 9) {
      headers.accept = 'text/event-stream'
      if (body && random.next() < 0.5)
        rawBody = JSON.stringify({
          text: random.pick(HOSTILE_STRINGS),
          action: random.pick(['shorter', 'translate', 'nope', 1]),
        })
      label = 'event stream'
    }
    let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name])
    // Query values are URL-encoded already (some deliberately invalid).
    const search = Object.entries(query).map(([key, value]) => `${key}=${value}`)
    if (search.length) path += `?${search.join('&')}`
    if (op.method === 'GET') rawBody = undefined
    if (rawBody !== undefined) headers['content-type'] ??= 'application/json'
    if (headers['content-type'] === '') delete headers['content-type']
    const response = await ctx.app.request(`/api${path}`, { method: op.method, headers, body: rawBody })
    const text = await response.text()
    return {
      label: `${op.method} ${op.path} ${label}`,
      answer: { status: response.status, contentType: response.headers.get('content-type') ?? '', text },
    }
  }

  it(`answers ${REQUESTS} hostile requests over every route with the envelope and never a 5xx`, async () => {
    const random = seededRandom(SEED)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    const started = Date.now()
    const worker = async () => {
      while (sent < REQUESTS) {
        const op = operations[sent++ % operations.length]
        const { label, answer } = await send(op, random)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const problem = problemOf(answer)
        if (problem) failures.push(`${label}: ${problem}`)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.info(
      `fuzzer (${kind}, seed ${SEED}): ${sent} requests over ${operations.length} routes in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(operations.length).toBeGreaterThanOrEqual(18)
    expect(sent).toBeGreaterThanOrEqual(2_000)
    expect(failures.slice(0, 25)).toEqual([])
  }, 240_000)
})

/** What is wrong with an answer, or null: a 5xx, or anything but the envelope (an event stream's events included). */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`
  if (answer.contentType.includes('text/event-stream')) {
    const failed = [...answer.text.matchAll(/event: error\ndata: (.*)/g)].map(
      (m) => JSON.parse(m[1]) as { code: number },
    )
    return failed.some((event) => event.code >= 50_000) ? `stream error ${answer.text.slice(-300)}` : null
  }
  let body: any
  try {
    body = JSON.parse(answer.text)
  } catch {
    return `${answer.status} not JSON: ${answer.text.slice(0, 120)}`
  }
  const envelope = body && typeof body.code === 'number' && typeof body.message === 'string' && 'data' in body
  if (!envelope) return `${answer.status} not the envelope: ${answer.text.slice(0, 120)}`
  if ((answer.status === 200) !== (body.code === 0)) return `status ${answer.status} with code ${body.code}`
  return null
}
