import { describe, expect, it } from 'vitest'
import { filesNamedWhenChanged } from './compiler-names'

/**
 * Adding a video format is its id in the catalogue (packages/contract/src/platforms.ts); the type
 * checker must name every other place, because every table over the formats is a complete
 * `Record`. Adding a genre of the offline engine (a kind of topic a format is told as) is its
 * folder (engines/offline/genres/<genre>/, whose kit gives every part of a draft), a row in its
 * reading (genres/reading.ts) and a line in GENRES (genres/index.ts). Each case adds one entry,
 * type-checks the code as it is, and lists where the compiler complains.
 */
const newFormat = (project: string) =>
  filesNamedWhenChanged(
    project,
    {
      file: 'packages/contract/src/platforms.ts',
      from: "'news_commentary'] as const",
      to: "'news_commentary', 'unboxing'] as const",
    },
    // What `npm run api-types` then writes: the routes' format lists include it.
    { file: 'apps/web/src/lib/api-paths.gen.ts', from: "| 'news_commentary'", to: "| 'news_commentary' | 'unboxing'" },
  )

/** A type check of a whole project each: minutes on a busy machine. */
const WHOLE_PROJECT = 600_000

describe('the format catalogue', () => {
  it(
    'makes the type checker name every place a new format still needs on the server',
    () => {
      // Data per format only a person can write: its profile for the model's prompt, and the
      // offline engine's kit for it (its folder: beats, counts, notes, tags, hooks, captions, close
      // question and titles), which GENRES must list.
      expect(newFormat('apps/server/tsconfig.json')).toEqual([
        'apps/server/src/engines/formats.ts',
        'apps/server/src/engines/offline/genres/index.ts',
      ])
    },
    WHOLE_PROJECT,
  )

  it(
    'makes the type checker name every place a new format still needs in the web app',
    () => {
      // The brief form builds its choices from the catalogue, and the API types are generated
      // from the routes (`npm run api-types`): nothing in the web app is written by hand.
      expect(newFormat('apps/web/tsconfig.json')).toEqual([])
    },
    WHOLE_PROJECT,
  )
})

describe("the offline engine's genres", () => {
  it(
    'makes the type checker name every place a new genre still needs',
    () => {
      // Its kit in GENRES (its folder: beats, count, note, close question, hooks, tags, caption)
      // and the row that reads a topic as it.
      expect(
        filesNamedWhenChanged('apps/server/tsconfig.json', {
          file: 'apps/server/src/engines/offline/genres/reading.ts',
          from: "| 'live' | 'choice'",
          to: "| 'live' | 'choice' | 'unboxing'",
        }),
      ).toEqual([
        'apps/server/src/engines/offline/genres/index.ts',
        'apps/server/src/engines/offline/genres/reading.ts',
      ])
    },
    WHOLE_PROJECT,
  )
})
