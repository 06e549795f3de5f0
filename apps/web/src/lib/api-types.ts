import type {
  IsOperationRequestBodyOptional,
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers'
import type { paths } from './api-paths.gen'

/**
 * What a call may send and what it gets back, read from the server's routes (api-paths.gen.ts,
 * generated from its OpenAPI document): a path the server does not declare for the method, a
 * missing or misnamed path parameter, a query or body of the wrong shape is a type error. The
 * option shapes are openapi-fetch's (`params.path`, `params.query`, `body`).
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A declared path (as in the OpenAPI document, without the /api prefix) that answers `M`. */
export type ApiPath<M extends ApiMethod> = PathsWithMethod<paths, M>

type Operation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M]

/** The route's path and query parameters; a route with a required one must be given them. */
type ParamsOption<O> = O extends { parameters: infer Params }
  ? RequiredKeysOf<Pick<Params, ('path' | 'query') & keyof Params>> extends never
    ? { params?: Pick<Params, ('path' | 'query') & keyof Params> }
    : { params: Pick<Params, ('path' | 'query') & keyof Params> }
  : { params?: never }

/** The route's JSON body: required when the route requires it, refused when it declares none. */
type BodyOption<O> =
  OperationRequestBodyContent<O> extends never
    ? { body?: never }
    : IsOperationRequestBodyOptional<O> extends true
      ? { body?: OperationRequestBodyContent<O> }
      : { body: OperationRequestBodyContent<O> }

/** How a call is sent, whatever the route. */
export interface CallOptions {
  /** The bearer token is sent unless the call opts out (login, register). */
  auth?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}

export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = CallOptions &
  ParamsOption<Operation<M, P>> &
  BodyOption<Operation<M, P>>

/** The init is optional only when the route needs nothing in it. */
export type ApiInitArgs<M extends ApiMethod, P extends ApiPath<M>> =
  RequiredKeysOf<ApiInit<M, P>> extends never ? [init?: ApiInit<M, P>] : [init: ApiInit<M, P>]

/**
 * The envelope's `data` on success. The envelope schema makes `data` nullable for its error
 * answers; a success carries the route's data, so null is left out unless null is all it carries.
 */
type SuccessData<O> =
  SuccessResponseJSON<O & Record<string | number, unknown>> extends { data: infer D }
    ? [NonNullable<D>] extends [never]
      ? null
      : NonNullable<D>
    : null

export type ApiData<M extends ApiMethod, P extends ApiPath<M>> = SuccessData<Operation<M, P>>
