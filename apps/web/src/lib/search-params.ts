import * as z from 'zod/mini'
import { TREND_PLATFORM_IDS } from './trend-platforms'

/*
 * Pieces of the routes' `validateSearch` schemas. A search param is whatever a link, a bookmark or
 * a person typed: a value that does not fit reads as absent (the page's default), so a bad
 * `?page=` never fails the route. zod/mini, not the contract's zod: route files load with the first
 * page, and mini's functions are dropped when unused where the classic API's methods are not.
 */

/** `schema`'s value, or undefined when the param is missing or does not fit. */
export const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined)

/** Leaves the page's default out of the URL: it reads as absent. */
export const withoutDefault = <T>(fallback: T) =>
  z.transform((value: T): T | undefined => (value === fallback ? undefined : value))

/**
 * Text, trimmed and cut to `max` (the API's bound) rather than refused; empty is absent. The router
 * reads a numeric-looking value ("2025") as a number: it is still text here.
 */
export const searchText = (max = Infinity) =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim().slice(0, max) || undefined),
    ),
  )

/** One of `values`, also from its text ('50' for 50); `fallback`, the page's default, is left out of the URL. */
export const searchNumberChoice = <const T extends readonly number[]>(values: T, fallback: T[number]) =>
  lenient(z.pipe(z.pipe(z.coerce.number(), z.literal(values)), withoutDefault<T[number]>(fallback)))

/** A page after the first (the default, left out of the URL), at most `max`. */
export const searchPage = (max: number) =>
  lenient(
    z.pipe(
      z.pipe(z.coerce.number(), z.int()),
      z.transform((page) => (page > 1 ? Math.min(page, max) : undefined)),
    ),
  )

/** An id the app made (a thread, a script); anything else is not one. */
export const searchId = lenient(z.guid())

/**
 * The trending item Hot Discoveries hands to a new script or chat (`?trend={…}`, parsed from JSON
 * by the router): only its known keys of the right types. The brief form checks it again with the
 * contract's briefTrendSchema.
 */
export const searchTrend = lenient(
  z.object({
    platform: z.enum(TREND_PLATFORM_IDS),
    /** The contract's trend title bound. */
    title: z.string().check(
      z.trim(),
      z.minLength(1),
      z.overwrite((title) => title.slice(0, 200)),
    ),
    rank: lenient(z.int()),
    hot_value: lenient(z.int()),
    seen_at: searchText(),
    url: lenient(z.string().check(z.regex(/^https?:\/\//))),
    description: searchText(),
  }),
)
