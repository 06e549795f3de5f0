import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** One run for every workspace: `npm run test:unit` (npm test also runs e2e). */
export default defineConfig({
  test: {
    projects: [
      {
        // Repository-wide checks: the lint and format rules fail on a deliberate violation.
        test: { name: 'upkeep', root: '.', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // PGlite databases are ~300 MB each; two at a time fit any CI machine.
          maxWorkers: 2,
          // Vitest 4 runs projects with different maxWorkers in separate groups; the server
          // group runs after contract and web.
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
          // Component tests (`// @vitest-environment happy-dom`) run at the address the app is served from.
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
        },
      },
    ],
  },
})
