// One lint for every workspace: `npm run lint` (part of `npm test`). Type-aware rules come from the
// workspaces' own tsconfig files through typescript-eslint's project service.
import fs from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const webSrc = './apps/web/src'
const webFeatures = fs.readdirSync(`${webSrc}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory())

/**
 * The web app's one direction (docs/decisions/010-web-shell-structure.md): shared code → features →
 * routes. A feature never imports another feature (they meet in routes), and shared code never
 * imports a feature or a route.
 */
const webBoundaries = [
  ...webFeatures.map(({ name }) => ({
    target: `${webSrc}/features/${name}`,
    from: `${webSrc}/features`,
    except: [`./${name}`],
    message: 'Features never import each other: compose them in a route, or move the shared part out of features/.',
  })),
  ...['components', 'context', 'hooks', 'lib', 'stores'].map((shared) => ({
    target: `${webSrc}/${shared}`,
    from: [`${webSrc}/features`, `${webSrc}/routes`],
    message: 'Shared code never imports a feature or a route.',
  })),
]

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'apps/web/src/routeTree.gen.ts',
    'apps/web/src/lib/api-paths.gen.ts',
    'e2e/test-results/',
    'e2e/playwright-report/',
    // Traces and screenshots of the last e2e run.
    '.tmp/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'knip.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A form's onSubmit={form.handleSubmit(…)} returns a promise React ignores, by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // TanStack Router's redirect() and notFound() are thrown, as its API asks.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Plain JavaScript (build scripts, benchmarks, this file) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Run in the browser: the pre-paint script, and benchmark callbacks passed to page.evaluate().
    files: ['apps/web/public/**/*.js', 'bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files an import leads to (without these it cannot follow a cycle through TypeScript).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },

  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, pluginQuery.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser } },
  },
  // One way to import: inside a feature, its own files by relative path; everything else by `@/…`.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        // The first screen's strings are bundled from public/ (lib/i18n-first-screen.ts).
        { patterns: [{ regex: '^\\.\\./(?!\\.\\./public/)', message: "Import from another folder with '@/…'." }] },
      ],
    },
  },
  ...webFeatures.map(({ name }) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/${name}/`,
              message: `Inside features/${name}, import its own files by relative path.`,
            },
          ],
        },
      ],
    },
  })),

  {
    // Configuration is read and validated in one place (env.ts); everything else receives it.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in env.ts and pass it in.' },
      ],
    },
  },

  {
    // The engines have one entry (engines/index.ts): a module never reaches into a file inside
    // engines/, so an engine's own layout can change without touching its callers. Tests may, to
    // drive an engine's parts directly.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engines/',
              message: "Import the engines through their entry ('../../engines'); add an export line there if needed.",
            },
          ],
        },
      ],
    },
  },

  {
    // Tests read untyped JSON answers (`await res.json()`) and check them with expect(), which is
    // the assertion; typing every answer again in the test would only restate the contract.
    files: ['**/*.test.{ts,tsx}', '**/*-test-helpers.ts', '**/test/**', '**/testing/**', 'e2e/**'],
    rules: {
      // Fakes implement async interfaces without awaiting anything; vi.fn() methods are unbound by design.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Formatting belongs to Prettier alone.
  prettier,
])
