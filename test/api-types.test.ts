import path from 'node:path'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { createApp } from '../apps/server/src/app'
import { openPglite } from '../apps/server/src/db/client'
import { loadConfig } from '../apps/server/src/env'
import { createLogger } from '../apps/server/src/lib/logger'
import { createMailer } from '../apps/server/src/lib/mailer/mailer'
import { RateLimiter } from '../apps/server/src/lib/rate-limit'
import { createSecretBox } from '../apps/server/src/lib/secret-box'

/**
 * The web's API client is typed by apps/web/src/lib/api-paths.gen.ts, which openapi-typescript
 * writes from the server's own /api/openapi.json. This test regenerates it and fails when the
 * committed file differs, so a route changed on the server is a type error in the web, never a
 * silent drift. Regenerate with `npm run api-types`.
 */
const root = path.resolve(import.meta.dirname, '..')
const generatedFile = path.join(root, 'apps/web/src/lib/api-paths.gen.ts')

const HEADER = `// Generated from the server's /api/openapi.json by test/api-types.test.ts: do not edit by hand.
// Regenerate with \`npm run api-types\` after changing a route.
`

/** The real app factory on an in-memory database, as the server starts without DATABASE_URL. */
async function openApiDocument(): Promise<OpenAPI3> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: root })
  const logger = createLogger(config)
  const database = await openPglite({})
  try {
    const app = createApp({
      config,
      database,
      logger,
      rateLimiter: new RateLimiter(database.db),
      secrets: createSecretBox(Buffer.alloc(32)),
      mailer: createMailer({ from: config.MAIL_FROM, logger }),
    })
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    return (await response.json()) as OpenAPI3
  } finally {
    await database.close()
  }
}

/**
 * Every error answer is the one error envelope, which the client turns into ApiError whatever the
 * route: only the success answers type a call, so the others are left out of the types.
 */
function successesOnly(document: OpenAPI3): OpenAPI3 {
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item as Record<string, { responses?: Record<string, unknown> }>))
      if (operation.responses)
        operation.responses = Object.fromEntries(
          Object.entries(operation.responses).filter(([status]) => status.startsWith('2')),
        )
  return document
}

describe("the web's API types", () => {
  it('are what the server routes declare (apps/web/src/lib/api-paths.gen.ts; regenerate: npm run api-types)', async () => {
    const types = astToString(await openapiTS(successesOnly(await openApiDocument())))
    const options = await prettier.resolveConfig(generatedFile)
    const source = await prettier.format(HEADER + types, { ...options, filepath: generatedFile })
    await expect(source).toMatchFileSnapshot(generatedFile)
    // Opening and migrating the in-memory database is most of it, and slow on a busy machine.
  }, 120_000)
})
