import auth from '../../public/locales/zh/auth.json'
import common from '../../public/locales/zh/common.json'
import errors from '../../public/locales/zh/errors.json'

/**
 * The default language's strings for the first screen (the shell, error texts, the sign-in and
 * sign-up pages) ship inside the entry chunk, so the first paint never waits on a translation
 * request: a few kilobytes in the entry against two round trips in a row (the entry's namespaces,
 * then the route's). Every other namespace, and every English one, still loads over HTTP through
 * lib/i18n-backend.ts; public/locales stays the one copy a translator edits.
 */
export const FIRST_SCREEN_RESOURCES = { zh: { auth, common, errors } }
