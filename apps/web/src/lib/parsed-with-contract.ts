// A type-only import: erased from the build, so the contract still loads only on demand.
import type * as Contract from '@hookline/contract'

/**
 * An API answer parsed with a contract schema that loads beside the request instead of before it:
 * the contract brings zod, which the entry chunk and /sign-in do without (docs/decisions/015 and
 * 017). Start the request first and hand it in; the schema's module is fetched while it runs.
 */
export async function parsedWithContract<T>(
  request: Promise<unknown>,
  schema: (contract: typeof Contract) => { parse: (data: unknown) => T },
): Promise<T> {
  const [contract, data] = await Promise.all([import('@hookline/contract'), request])
  return schema(contract).parse(data)
}
