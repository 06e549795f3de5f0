import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMAT_IDS, TREND_PLATFORMS } from '@hookline/contract'

/**
 * Every string the app shows exists in both languages, saying the same things: the same
 * namespaces, the same keys (plural forms aside: English has `_one` and `_other`, Chinese only
 * `_other`), and in each string the same {{values}} and <tags>. The web app loads no fallback
 * language (apps/web/src/lib/i18n.ts), so a key missing here would show as its name.
 */
const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales')
const LANGUAGES = ['zh', 'en'] as const
const PLURAL = /_(?:zero|one|two|few|many|other)$/

type Strings = Map<string, string>

function flatten(value: unknown, prefix: string, into: Strings): Strings {
  if (typeof value === 'string') into.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into)
  return into
}

const read = (language: string, file: string): Strings =>
  flatten(JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')), '', new Map())

/** What a string must carry whatever the language: its interpolated values and its markup tags. */
const carried = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()

describe('translations', () => {
  const namespaces = LANGUAGES.map((language) => fs.readdirSync(path.join(localesDir, language)).sort())

  it('have the same namespaces in every language', () => {
    expect(namespaces[1]).toEqual(namespaces[0])
    expect(namespaces[0].length).toBeGreaterThan(0)
  })

  for (const file of namespaces[0]) {
    it(`${file}: the same keys, values and tags in every language`, () => {
      const [zh, en] = LANGUAGES.map((language) => read(language, file))
      const keys = (strings: Strings) => [...new Set([...strings.keys()].map((key) => key.replace(PLURAL, '')))].sort()
      expect(keys(en), 'keys in en but not in zh, or the other way round').toEqual(keys(zh))
      for (const [key, text] of zh) {
        // A Chinese plural (_other) is compared with each English form.
        const forms = en.has(key)
          ? [key]
          : [...en.keys()].filter((k) => k.replace(PLURAL, '') === key.replace(PLURAL, ''))
        for (const form of forms) expect(carried(en.get(form)!), `${file} ${form}`).toEqual(carried(text))
      }
    })
  }
})

/**
 * The pages name a catalogue's ids by key (`formats.${id}`), which the type checker cannot see: a
 * format or a trending source added to the contract must be named in every namespace that shows it.
 */
describe('names for the catalogue', () => {
  const named: Array<[file: string, group: string, ids: readonly string[]]> = [
    ['scripts.json', 'formats', FORMAT_IDS],
    ['tasks.json', 'formats', FORMAT_IDS],
    ['trending.json', 'platforms', TREND_PLATFORMS],
  ]
  for (const [file, group, ids] of named)
    it(`${file} names every one of ${group}`, () => {
      for (const language of LANGUAGES) {
        const strings = read(language, file)
        const missing = ids.filter((id) => !strings.get(`${group}.${id}`)?.trim())
        expect(missing, `${language}/${file} ${group}`).toEqual([])
      }
    })
})
