import { call, type TestContext } from '../test-context'

/** One operation of /api/openapi.json. */
export interface Operation {
  method: string
  path: string
  params: Array<{ in: string; name: string; schema: Record<string, any> }>
  body?: Record<string, any>
  /** The route declares bearer security: it must refuse a request without a signed-in token. */
  signIn: boolean
}

/** Every operation the API documents: the suite follows new routes without being told. */
export async function specOperations(ctx: TestContext): Promise<Operation[]> {
  const spec = (await call(ctx.app, 'GET', '/api/openapi.json')).body as any
  return Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      signIn: (op.security ?? []).some((requirement: object) => 'bearerAuth' in requirement),
    })),
  )
}

/** A script of `token`'s with one finished version: the ids the routes take. */
export async function scriptWithVersion(ctx: TestContext, token: string) {
  const created = await call(ctx.app, 'POST', '/api/scripts', {
    token,
    // The server's engine, whatever default connection a test (the fuzzer) may have saved meanwhile.
    body: { brief: { topic: '为什么年轻人开始反向消费', platform: 'douyin' }, connection_id: null },
  })
  if (created.status !== 200) throw new Error(`script not created: ${created.status} ${created.text.slice(0, 300)}`)
  const id = created.body.data.id as string
  const generated = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
  const messages = generated.body.data?.messages ?? [generated.body.data?.message ?? generated.body.data]
  const messageId = (messages as Array<{ id: string; role?: string }>)
    .filter(Boolean)
    .find((m) => m.role !== 'user')?.id
  if (!messageId) throw new Error(`no version: ${generated.status} ${generated.text.slice(0, 300)}`)
  return { id, messageId }
}
