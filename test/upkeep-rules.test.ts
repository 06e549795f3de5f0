import path from 'node:path'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

/**
 * The rules `npm run check` enforces (docs/decisions/030) fail on a deliberate violation. Each
 * case lints a small text as if it were a file at that path; the rules under test need no type
 * information, so the type-aware ones are switched off to keep this fast.
 *
 * Under CI=true typescript-eslint assumes one lint of each file per process ("single run") and
 * gives a path linted twice an isolated program with types, in which this text's imports do not
 * resolve and a type-aware rule crashes. This instance lints one path many times, so it opts out.
 */
const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
  ],
})

async function rulesBrokenBy(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.map((message) => message.ruleId ?? message.message)
}

describe('lint rules', () => {
  it('refuses a web feature importing another feature', async () => {
    const code = "import { UsersPage } from '@/features/users/users-page'\n\nexport const page = UsersPage\n"
    expect(await rulesBrokenBy(code, 'apps/web/src/features/history/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('refuses shared web code importing a feature', async () => {
    const code = "import { UsersPage } from '@/features/users/users-page'\n\nexport const page = UsersPage\n"
    expect(await rulesBrokenBy(code, 'apps/web/src/lib/probe.ts')).toContain('import-x/no-restricted-paths')
  })

  it("refuses a feature importing its own files through '@/features/<itself>/'", async () => {
    const code =
      "import { HISTORY_SORTS } from '@/features/history/history-search'\n\nexport const sorts = HISTORY_SORTS\n"
    expect(await rulesBrokenBy(code, 'apps/web/src/features/history/probe.ts')).toContain('no-restricted-imports')
  })

  it('refuses process.env outside env.ts on the server', async () => {
    const code = 'export const level = process.env.LOG_LEVEL\n'
    expect(await rulesBrokenBy(code, 'apps/server/src/modules/scripts/probe.ts')).toContain('no-restricted-properties')
    expect(await rulesBrokenBy(code, 'apps/server/src/env.ts')).not.toContain('no-restricted-properties')
  })

  it("refuses state set synchronously inside an effect (the React Compiler's rule)", async () => {
    const code = [
      "import { useEffect, useState } from 'react'",
      '',
      'export function Probe({ value }: { value: number }) {',
      '  const [copy, setCopy] = useState(value)',
      '  useEffect(() => {',
      '    setCopy(value)',
      '  }, [value])',
      '  return <p>{copy}</p>',
      '}',
      '',
    ].join('\n')
    expect(await rulesBrokenBy(code, 'apps/web/src/components/probe.tsx')).toContain('react-hooks/set-state-in-effect')
  })

  it('accepts code that keeps the rules', async () => {
    const code = "import { cn } from '@/lib/utils'\n\nexport const classes = cn('a', 'b')\n"
    expect(await rulesBrokenBy(code, 'apps/web/src/features/history/probe.ts')).toEqual([])
  })
})

describe('formatting', () => {
  it("refuses code outside the house style (semicolons, double quotes) and accepts Prettier's own output", async () => {
    const file = path.join(root, 'apps/server/src/probe.ts')
    const options = { ...(await prettier.resolveConfig(file)), filepath: file }
    const code = 'export const greeting = "hello";\n'
    expect(await prettier.check(code, options)).toBe(false)
    expect(await prettier.check(await prettier.format(code, options), options)).toBe(true)
  })
})
