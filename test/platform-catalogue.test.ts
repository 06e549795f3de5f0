import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLATFORM_IDS } from '@hookline/contract/platforms'
import { filesNamedWhenChanged, root } from './compiler-names'

/**
 * Adding a platform is its id in the catalogue (packages/contract/src/platforms.ts), its rules,
 * its server profile and its two names; the type checker must name every other place. This adds
 * one to the catalogue only, type-checks the server and the web as they are, and lists where the
 * compiler complains.
 */
const filesNamedWithNewPlatform = (project: string) =>
  filesNamedWhenChanged(
    project,
    {
      file: 'packages/contract/src/platforms.ts',
      from: "'youtube_shorts'] as const",
      to: "'youtube_shorts', 'kuaishou'] as const",
    },
    // What `npm run api-types` then writes: the routes' platform lists include it.
    { file: 'apps/web/src/lib/api-paths.gen.ts', from: "| 'youtube_shorts'", to: "| 'youtube_shorts' | 'kuaishou'" },
  )

describe('the platform catalogue', () => {
  it('has a name in both languages for every platform', () => {
    for (const language of ['en', 'zh']) {
      const common = JSON.parse(
        fs.readFileSync(path.join(root, `apps/web/public/locales/${language}/common.json`), 'utf8'),
      ) as { platforms: Record<string, string> }
      expect(Object.keys(common.platforms).sort(), language).toEqual([...PLATFORM_IDS].sort())
    }
  })

  it('makes the type checker name every place a new platform still needs', () => {
    // Each of these is data per platform that only a person can write: the rules, the profile, the
    // offline engine's calls to action, the model's example scripts, the brief form's colour dot.
    // Nothing else has to change.
    expect(filesNamedWithNewPlatform('apps/server/tsconfig.json')).toEqual([
      'apps/server/src/engines/offline/lines/cta-prompts.ts',
      'apps/server/src/engines/offline/lines/cta.ts',
      'apps/server/src/engines/openai-compatible/examples/index.ts',
      'apps/server/src/engines/platforms.ts',
      'packages/contract/src/craft/platform-rules.ts',
    ])
    expect(filesNamedWithNewPlatform('apps/web/tsconfig.json')).toEqual([
      'apps/web/src/features/script-engine/components/platform-picker.tsx',
      'packages/contract/src/craft/platform-rules.ts',
    ])
  }, 180_000)
})
