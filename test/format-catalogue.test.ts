import { describe, expect, it } from 'vitest'
import { filesNamedWhenChanged } from './compiler-names'

/**
 * Adding a video format is its id in the catalogue (packages/contract/src/platforms.ts); the type
 * checker must name every other place, because every table over the formats is a complete
 * `Record`. Adding a genre of the offline engine (a kind of topic a format is told as) is a row in
 * its reading (engines/offline/genres/reading.ts) and a line in each table over the genres. Each
 * case adds one entry, type-checks the code as it is, and lists where the compiler complains.
 */
const newFormat = (project: string) =>
  filesNamedWhenChanged(
    project,
    'packages/contract/src/platforms.ts',
    "'news_commentary'] as const",
    "'news_commentary', 'unboxing'] as const",
  )

/** Two type checks of a whole project each: minutes on a busy machine. */
const WHOLE_PROJECT = 600_000

describe('the format catalogue', () => {
  it(
    'makes the type checker name every place a new format still needs on the server',
    () => {
      // Data per format only a person can write: its profile for the model's prompt, and the
      // offline engine's beats, counts, notes, tags, hooks, captions, close questions and titles.
      expect(newFormat('apps/server/tsconfig.json')).toEqual([
        'apps/server/src/engines/formats.ts',
        'apps/server/src/engines/offline/compose.ts',
        'apps/server/src/engines/offline/genres/beats.ts',
        'apps/server/src/engines/offline/hashtags.ts',
        'apps/server/src/engines/offline/hooks.ts',
        'apps/server/src/engines/offline/lines/captions.ts',
        'apps/server/src/engines/offline/lines/cta-prompts.ts',
        'apps/server/src/engines/offline/lines/titles.ts',
        'apps/server/src/engines/offline/packaging.ts',
      ])
    },
    WHOLE_PROJECT,
  )

  it(
    'makes the type checker name every place a new format still needs in the web app',
    () => {
      // The brief form builds its choices from the catalogue; the API types generated from the
      // server's OpenAPI routes (lib/api-paths.gen.ts) list the formats, so the calls that send a
      // brief complain until they are generated again.
      expect(newFormat('apps/web/tsconfig.json')).toEqual([
        'apps/web/src/features/chats/components/chat-conversation.tsx',
        'apps/web/src/features/script-engine/api/create-script.ts',
        'apps/web/src/features/tasks/api/draft-jobs.ts',
      ])
    },
    WHOLE_PROJECT,
  )
})

describe("the offline engine's genres", () => {
  it(
    'makes the type checker name every place a new genre still needs',
    () => {
      // Its beats, how many core beats its topic's count sets and its note, its tags and tag
      // words, its hooks, its close question and its caption.
      expect(
        filesNamedWhenChanged(
          'apps/server/tsconfig.json',
          'apps/server/src/engines/offline/genres/reading.ts',
          "| 'live' | 'choice'",
          "| 'live' | 'choice' | 'unboxing'",
        ),
      ).toEqual([
        'apps/server/src/engines/offline/compose.ts',
        'apps/server/src/engines/offline/genres/beats.ts',
        'apps/server/src/engines/offline/hashtags.ts',
        'apps/server/src/engines/offline/hooks.ts',
        'apps/server/src/engines/offline/lines/cta-prompts.ts',
        'apps/server/src/engines/offline/packaging.ts',
      ])
    },
    WHOLE_PROJECT,
  )
})
