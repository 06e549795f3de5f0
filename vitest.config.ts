import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Files at once in each group. Vitest's default is one fewer than the cores, which on a two-core CI
 * machine ran the repository checks one file at a time although each is a single-threaded type
 * check.
 */
const FILES_AT_ONCE = 2

/** One run for every workspace: `npm run test:unit` (npm test also runs e2e). */
export default defineConfig({
  test: {
    projects: [
      {
        // Repository-wide checks: the lint and format rules fail on a deliberate violation.
        test: {
          name: 'upkeep',
          root: '.',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // PGlite databases are ~300 MB each; two at a time fit any CI machine, and the timing
          // tests (drains, heartbeats, restarts) keep their margins.
          maxWorkers: FILES_AT_ONCE,
          // A group of its own, after the others: in one group Vitest queues files by project
          // name, which would leave the long type checks of `upkeep` to the end of the run.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same `@/` alias as apps/web/vite.config.ts, so tests can import what the app imports.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          passWithNoTests: true,
          maxWorkers: FILES_AT_ONCE,
          // Component tests (`// @vitest-environment happy-dom`) run at the address the app is served from.
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
        },
      },
    ],
  },
})
