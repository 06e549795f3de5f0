// Unused files, exports and dependencies: `npm run knip` (part of `npm test`).
import type { KnipConfig } from 'knip'

/** Stylesheets import packages too (Tailwind, the font files); knip reads `@import '…'` lines as imports. */
const cssImports = (text: string) =>
  [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, specifier]) => `import '${specifier}';`).join('\n')

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // PostgreSQL's client tools, which `npm run backup` / `restore` run from the system (docs/deploy.md).
  ignoreBinaries: ['pg_dump', 'pg_restore'],
  // vitest.config.ts names each project's setup file relative to that project's root.
  ignoreUnresolved: ['./test/global-setup.ts'],
  compilers: { css: cssImports },
  workspaces: {
    '.': {
      entry: ['bench/*.{ts,mjs}', 'bench/support/*.ts', 'scripts/*.mjs', 'test/**/*.test.ts'],
    },
    'apps/server': {
      entry: ['src/**/*.test.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // Found by path at run time (modules/docs/docs.handlers.ts serves its files), never imported.
      ignoreDependencies: ['swagger-ui-dist'],
    },
    'apps/web': {
      entry: ['src/routes/**/*.tsx', 'src/**/*.test.{ts,tsx}', 'scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx,css}'],
    },
    'packages/contract': {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
      // The contract's index is what the server and the web import: an export neither uses is dead.
      includeEntryExports: true,
    },
    e2e: {
      entry: ['tests/**/*.ts', 'support/*.mjs'],
      project: ['**/*.{ts,mjs}'],
    },
  },
  ignoreIssues: {
    // Generated primitives (shadcn/ui) stay as generated, parts we do not use yet included.
    'apps/web/src/components/ui/**': ['exports'],
    // Written by openapi-typescript (test/api-types.test.ts): the client reads `paths`, the rest comes with it.
    'apps/web/src/lib/api-paths.gen.ts': ['exports', 'types'],
    // Types of the contract's request bodies and queries: each schema's inferred type goes with it.
    'packages/contract/src/**': ['types'],
  },
}

export default config
