import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { streamText } from 'ai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer } from '../engines/testing/fake-openai-server'
import {
  addressRefusal,
  createGuardedFetch,
  OutboundRefused,
  readCappedJson,
  type LookupFunction,
} from './outbound-fetch'

let server: Server
let port: number
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('first ')
      setTimeout(() => res.end('second'), 50)
      return
    }
    if (req.url === '/big')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'x'.repeat(5000) }))
    if (req.url === '/gzip-bomb') {
      const packed = gzipSync(JSON.stringify({ data: 'x'.repeat(100_000) }))
      return res
        .writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': packed.length,
        })
        .end(packed)
    }
    if (req.url === '/echo') {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            method: req.method,
            auth: req.headers.authorization,
            body: Buffer.concat(chunks).toString(),
          }),
        ),
      )
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ host: req.headers.host }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A resolver that answers from a table, as a hostile DNS server could. */
const resolving =
  (table: Record<string, string[]>): LookupFunction =>
  async (hostname) =>
    (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

async function refusal(run: Promise<unknown>): Promise<OutboundRefused> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  )
  let current = error as { cause?: unknown } | null
  while (current && !(current instanceof OutboundRefused)) current = current.cause as never
  expect(current, String(error)).toBeInstanceOf(OutboundRefused)
  return current as OutboundRefused
}

describe('addressRefusal', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::ffff:127.0.0.1',
    'fe80::1',
    'fc00::1',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '64:ff9b::a00:1',
    '::7f00:1',
    '2002:7f00:1::',
  ])('refuses %s to a public-only connection', (address) =>
    expect(addressRefusal(address, 'none')?.reason).toBe('blocked_address'),
  )
  it('allows public unicast, loopback only under loopback, anything under all', () => {
    expect(addressRefusal('8.8.8.8', 'none')).toBeNull()
    expect(addressRefusal('2606:4700::1', 'none')).toBeNull()
    expect(addressRefusal('127.0.0.1', 'loopback')).toBeNull()
    expect(addressRefusal('::1', 'loopback')).toBeNull()
    expect(addressRefusal('10.0.0.5', 'loopback')?.reason).toBe('blocked_address')
    expect(addressRefusal('10.0.0.5', 'all')).toBeNull()
  })
})

describe('createGuardedFetch', () => {
  it('refuses literal private addresses and other schemes before connecting', async () => {
    const guarded = createGuardedFetch({ policy: 'none' })
    expect((await refusal(guarded(`http://127.0.0.1:${port}/`))).message).toMatch(/loopback/)
    expect((await refusal(guarded('http://169.254.169.254/latest'))).message).toMatch(/link-local/)
    expect((await refusal(guarded(`http://[::ffff:127.0.0.1]:${port}/`))).reason).toBe('blocked_address')
    expect((await refusal(guarded('ftp://example.com/'))).reason).toBe('bad_scheme')
  })

  it('refuses a hostname if any address it resolves to is private, and connects to the vetted one otherwise', async () => {
    const lookup = resolving({
      'models.example': ['10.0.0.5'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'local.example': ['127.0.0.1'],
    })
    const none = createGuardedFetch({ policy: 'none', lookup })
    expect((await refusal(none(`http://models.example:${port}/`))).message).toMatch(/10\.0\.0\.5 is a private address/)
    expect((await refusal(none(`http://mixed.example:${port}/`))).reason).toBe('blocked_address')
    // Under `loopback` the resolved loopback address is the one connected to; Host stays the name typed.
    const loopback = createGuardedFetch({ policy: 'loopback', lookup })
    const answer = await loopback(`http://local.example:${port}/`)
    expect(await answer.json()).toEqual({ host: `local.example:${port}` })
  })

  it('never follows a redirect', async () => {
    const refused = await refusal(createGuardedFetch({ policy: 'all' })(`http://127.0.0.1:${port}/redirect`))
    expect(refused.reason).toBe('redirect')
    // Where it points is the answering server's text: never repeated to the creator.
    expect(refused.message).not.toMatch(/169\.254\.169\.254/)
  })

  it('reaches loopback only at the paths it is given, without a query, a fragment or credentials', async () => {
    const ollama = createGuardedFetch({ policy: 'loopback', loopbackPaths: ['/echo'] })
    expect((await ollama(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'x' })).status).toBe(200)
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://127.0.0.1:${port}/echo?x=1`,
      `http://127.0.0.1:${port}/echo#x`,
      `http://user:pass@127.0.0.1:${port}/echo`,
      `http://127.0.0.1:${port}/echo/../big`,
    ])
      expect((await refusal(ollama(url))).reason, url).toBe('blocked_address')
  })

  it('streams the body as it arrives', async () => {
    const response = await createGuardedFetch({ policy: 'loopback' })(`http://127.0.0.1:${port}/stream`)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('first ')
  })

  it('reads a small JSON answer and refuses one over the cap', async () => {
    const guarded = createGuardedFetch({ policy: 'loopback' })
    expect(await readCappedJson(await guarded(`http://127.0.0.1:${port}/`), 1000)).toEqual({
      host: `127.0.0.1:${port}`,
    })
    await expect(readCappedJson(await guarded(`http://127.0.0.1:${port}/big`), 1000)).rejects.toThrow(
      /larger than 1000 bytes/,
    )
  })
})

describe('createGuardedFetch, more cases', () => {
  it.each(['[::1]', '0.0.0.0', '100.64.0.1', '192.168.1.1', '172.16.0.1', '[fe80::1]', '[fd00::1]'])(
    'refuses the literal host %s to a public-only connection',
    async (host) => {
      expect((await refusal(createGuardedFetch({ policy: 'none' })(`http://${host}:${port}/`))).reason).toBe(
        'blocked_address',
      )
    },
  )

  it('reaches 127.0.0.1 under loopback and under all, and not under none', async () => {
    for (const policy of ['loopback', 'all'] as const) {
      expect((await createGuardedFetch({ policy })(`http://127.0.0.1:${port}/`)).status).toBe(200)
    }
    const refused = await refusal(createGuardedFetch({ policy: 'none' })(`http://127.0.0.1:${port}/`))
    expect(refused.message).toBe(
      '127.0.0.1 is a loopback address; this server does not connect to private or internal addresses',
    )
  })

  it('throws the refusal itself when it comes from the lookup, not undici\'s "fetch failed"', async () => {
    const guarded = createGuardedFetch({ policy: 'none', lookup: resolving({ 'models.example': ['10.0.0.5'] }) })
    await expect(guarded(`http://models.example:${port}/`)).rejects.toBeInstanceOf(OutboundRefused)
  })

  it('passes method, headers and body through, from arguments or from a Request', async () => {
    const guarded = createGuardedFetch({ policy: 'loopback' })
    const sent = { method: 'POST', headers: { authorization: 'Bearer sk-test' }, body: '{"a":1}' }
    const expected = { method: 'POST', auth: 'Bearer sk-test', body: '{"a":1}' }
    expect(await (await guarded(`http://127.0.0.1:${port}/echo`, sent)).json()).toEqual(expected)
    expect(await (await guarded(new Request(`http://127.0.0.1:${port}/echo`, sent))).json()).toEqual(expected)
  })

  it('counts decompressed bytes and a declared length against the cap', async () => {
    const guarded = createGuardedFetch({ policy: 'loopback' })
    await expect(readCappedJson(await guarded(`http://127.0.0.1:${port}/gzip-bomb`), 10_000)).rejects.toThrow(
      /response too large/,
    )
    const declared = new Response('{}', { headers: { 'content-length': '999999' } })
    await expect(readCappedJson(declared, 1000)).rejects.toThrow(/response too large/)
  })
})

describe('the AI SDK through a guarded fetch', () => {
  /** What streamText reports: the streamed text and the error parts of its full stream. */
  async function stream(baseURL: string, fetch: typeof globalThis.fetch) {
    const provider = createOpenAICompatible({ name: 'test', baseURL, fetch })
    const result = streamText({ model: provider.chatModel('fake-model'), prompt: 'hi', onError: () => {} })
    let text = ''
    const errors: unknown[] = []
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') text += part.text
      if (part.type === 'error') errors.push(part.error)
    }
    return { text, errors }
  }

  it('streams from a loopback model under loopback', async () => {
    const fake = await startFakeOpenAIServer({ kind: 'replay', tokens: ['Hook', 'line'] })
    try {
      expect(await stream(fake.baseURL, createGuardedFetch({ policy: 'loopback' }))).toEqual({
        text: 'Hookline',
        errors: [],
      })
    } finally {
      await fake.close()
    }
  })

  it('fails under none with the OutboundRefused itself, not retried, whether the host is literal or resolved', async () => {
    const fake = await startFakeOpenAIServer({ kind: 'replay', tokens: ['never'] })
    try {
      const lookup = resolving({ 'ollama.example': ['127.0.0.1'] })
      for (const baseURL of [fake.baseURL, fake.baseURL.replace('127.0.0.1', 'ollama.example')]) {
        const { text, errors } = await stream(baseURL, createGuardedFetch({ policy: 'none', lookup }))
        expect(text).toBe('')
        expect(errors).toHaveLength(1)
        expect(errors[0]).toBeInstanceOf(OutboundRefused)
        expect((errors[0] as OutboundRefused).reason).toBe('blocked_address')
      }
      expect(fake.requests).toHaveLength(0)
    } finally {
      await fake.close()
    }
  })
})
