/**
 * Inputs for the hardening fuzzer: a seeded random source, hostile values, and a valid sample
 * of any JSON schema in /api/openapi.json (the base each request mutates).
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  }
}
export type Random = ReturnType<typeof seededRandom>

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = wrap(value)
  return value
}

/** Text a creator, a bot or an attacker might send in any string field. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'end\ud83d',
  '\u202eevil\u202c txt.exe',
  'مرحبا بالعالم — שלום',
  '中文 English 混合 😀👍🏽',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%',
  '_',
  '%_%\\',
  '\\',
  '%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%',
  '$1 $2 ::text',
  '${7*7} {{7*7}} <%= 7*7 %>',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\r\n\r\nHTTP/1.1 200 OK',
  'null',
  'NaN',
  '1e309',
  '__proto__',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
  'é'.repeat(3_000),
]

/** Values of the wrong type (and some of the right type at absurd sizes). */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [1, 'two', null],
  { __proto__: null, toString: 'x', valueOf: 1 },
  JSON.parse('{"__proto__": {"admin": true, "credits": 999999}}'),
  { constructor: { prototype: { admin: true } } },
  nested(2_000, 'leaf', (inner) => [inner]),
  nested(1_000, 'leaf', (inner) => ({ a: inner })),
  Array.from({ length: 20_000 }, (_, i) => i),
  Array.from({ length: 500 }, () => 'x'.repeat(1_000)),
]

/** Raw bodies that are not what a JSON route expects. */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"email": "a@b.c", ',
  'nul',
  '[',
  '}{',
  '{}garbage',
  '\ufeff{}',
  '"\\ud800"',
  '{"topic": "\\u0000"}',
  '\u0000',
  'null',
  '[]',
  '123',
  '"a string"',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  `{"x":"${'y'.repeat(1_100_000)}"}`,
  'x'.repeat(1_100_000),
]

export const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'application/jsonx',
  '*/*',
]

/** Path segments where an id goes. */
export const HOSTILE_IDS: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%25',
  '..%2F..%2Fadmin',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('%_'),
  encodeURIComponent('\u202e'),
  'x'.repeat(5_000),
  '1',
  '-1',
  'null',
  'undefined',
  '__proto__',
]

/** Query values, already URL-encoded (some deliberately invalid UTF-8 or percent escapes). */
export const HOSTILE_QUERY: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%%',
  '%25%5F',
  encodeURIComponent('%_\\'),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('مرحبا'),
  encodeURIComponent('\u202e'),
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
]

type Schema = Record<string, any>

/** A valid value of a JSON schema (as zod-openapi writes them): the base a mutation starts from. */
export function sampleOf(schema: Schema | undefined, unique: () => string): unknown {
  if (!schema) return undefined
  if (schema.anyOf ?? schema.oneOf)
    return sampleOf(
      (schema.anyOf ?? schema.oneOf).find((s: Schema) => s.type !== 'null'),
      unique,
    )
  if (schema.enum) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value as Schema, unique)]),
      )
    case 'array':
      return schema.items ? [sampleOf(schema.items, unique)] : []
    case 'integer':
    case 'number':
      return Math.min(schema.maximum ?? 30, Math.max(schema.minimum ?? 1, 30))
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'uuid') return crypto.randomUUID()
      if (schema.format === 'email') return `fuzz-${unique()}@example.com`
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png'
      if (schema.format === 'date-time') return new Date().toISOString()
      if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? '')) return '2026-12-01'
      return 'sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100)
    default:
      return 'sample'
  }
}

/** Every JSON path (as key lists) of a value, the value itself included as []. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const paths = [prefix]
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) paths.push(...pathsOf(inner, [...prefix, key]))
  }
  return paths
}

/** A copy of `value` with the thing at `path` replaced (or, for [], the whole value). */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) }
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), replacement)
  return copy
}
