import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  adminClaimRequestSchema,
  authResultSchema,
  envelopeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  oauthProvidersSchema,
  resetPasswordRequestSchema,
  signInCodeRequestSchema,
  signInCodeVerifySchema,
  verifyEmailRequestSchema,
  registerRequestSchema,
  registerResultSchema,
  userSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

export const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['auth'],
  summary: 'Create an account (and sign in, where addresses are not verified)',
  description:
    'With EMAIL_VERIFICATION=required the answer is { verification_pending: true } for a new and a taken address alike (no enumeration): the link, or a note to the owner, comes by mail. Otherwise the new user and a bearer token; a taken address is a 409.',
  request: {
    body: {
      ...json(registerRequestSchema, 'Email, password (≥ 7 characters) and an optional nickname'),
      required: true,
    },
  },
  responses: {
    200: json(envelopeSchema(registerResultSchema), 'The new user and a bearer token, or verification_pending'),
    400: error('A field is missing or invalid; data.field names it'),
    409: error('The email is already registered (only where addresses are not verified)'),
    413: error('Body over 1 MiB'),
    429: error('Too many attempts from this address or for this email'),
  },
})

export const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['auth'],
  summary: 'Sign in with email and password',
  request: { body: { ...json(loginRequestSchema, 'Email and password'), required: true } },
  responses: {
    200: json(envelopeSchema(authResultSchema), 'The user and a bearer token'),
    400: error('A field is missing or invalid'),
    401: error('Invalid email or password (the same answer for both)'),
    429: error('Too many failed attempts; Retry-After says when to try again'),
  },
})

export const getUserInfoRoute = createRoute({
  method: 'get',
  path: '/getUserInfo',
  tags: ['auth'],
  summary: 'The signed-in user',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(userSchema), 'The user'),
    401: error('Missing, unknown, expired or revoked token'),
  },
})

export const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  summary: 'Revoke the current token',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(z.null()), 'Signed out; the token no longer works'),
    401: error('Missing, unknown, expired or revoked token'),
  },
})

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/forgot-password',
  tags: ['auth'],
  summary: 'Mail a password reset link',
  description:
    'Answers the same whether or not the address has an account (no enumeration); the link works once, for 30 minutes, and a newer one replaces it.',
  request: { body: { ...json(forgotPasswordRequestSchema, 'The account email'), required: true } },
  responses: {
    200: json(envelopeSchema(z.null()), 'If an account exists, a link is on its way'),
    400: error('The email is missing or invalid'),
    429: error('Too many requests for this address or from this client; Retry-After says when'),
  },
})

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags: ['auth'],
  summary: 'Set a new password from a reset link and sign in',
  description:
    'Every session of the account is signed out and every other mailed link stops working. The link is checked before the password is hashed; one address may try 20 links per window.',
  request: {
    body: { ...json(resetPasswordRequestSchema, 'The token from the link and the new password'), required: true },
  },
  responses: {
    200: json(envelopeSchema(authResultSchema), 'The user and a new bearer token'),
    400: error('The password is invalid, or the link is unknown, used or expired (code 40002)'),
    403: error('The account is disabled'),
    429: error('Too many links tried from this address; Retry-After says when'),
  },
})

export const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/verify-email',
  tags: ['auth'],
  summary: 'Verify an email address from its link',
  request: { body: { ...json(verifyEmailRequestSchema, 'The token from the link'), required: true } },
  responses: {
    200: json(envelopeSchema(userSchema), 'The user, now verified (with the sign-up credits where they waited for it)'),
    400: error('The link is unknown, used or expired (code 40002)'),
  },
})

export const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/resend-verification',
  tags: ['auth'],
  summary: 'Mail a new verification link',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(z.null()), 'A new link is on its way; earlier ones stop working'),
    401: error('Not signed in'),
    409: error('The address is already verified, or this instance does not verify addresses'),
    429: error('Too many links asked for; Retry-After says when'),
  },
})

export const claimAdminRoute = createRoute({
  method: 'post',
  path: '/claim-admin',
  tags: ['auth'],
  summary: 'Become the first administrator with the setup token from the server log',
  description:
    'While no account is admin, the server prints a one-time setup token at start. The first signed-in account to send it is admin; the token then stops working.',
  security: [{ bearerAuth: [] }],
  request: { body: { ...json(adminClaimRequestSchema, 'The token from the log'), required: true } },
  responses: {
    200: json(envelopeSchema(userSchema), 'The user, now an administrator'),
    400: error('The token is invalid, used or expired, or an administrator exists'),
    401: error('Not signed in'),
    403: error('The address is not verified (EMAIL_VERIFICATION=required)'),
    429: error('Too many claims; Retry-After says when'),
  },
})

export const requestSignInCodeRoute = createRoute({
  method: 'post',
  path: '/sign-in-code',
  tags: ['auth'],
  summary: 'Mail a one-time sign-in code',
  description:
    'Answers the same whether or not the address has an account (no enumeration). The code has 7 characters, works once, for 10 minutes; a newer one replaces it and 5 wrong tries spend it.',
  request: { body: { ...json(signInCodeRequestSchema, 'The account email'), required: true } },
  responses: {
    200: json(envelopeSchema(z.null()), 'If an account exists, a code is on its way'),
    400: error('The email is missing or invalid'),
    429: error('Too many codes asked for this address or from this client; Retry-After says when'),
  },
})

export const verifySignInCodeRoute = createRoute({
  method: 'post',
  path: '/sign-in-code/verify',
  tags: ['auth'],
  summary: 'Sign in with a mailed one-time code',
  request: { body: { ...json(signInCodeVerifySchema, 'The account email and the code'), required: true } },
  responses: {
    200: json(envelopeSchema(authResultSchema), 'The user and a bearer token'),
    400: error('A field is invalid, or the code is wrong, used or expired (code 40002)'),
    403: error('The account is disabled'),
    429: error('Too many codes tried from this address; Retry-After says when'),
  },
})

const oauthProviderParam = z.object({
  provider: z.enum(['github', 'google']).openapi({ param: { name: 'provider', in: 'path' } }),
})

export const oauthProvidersRoute = createRoute({
  method: 'get',
  path: '/oauth/providers',
  tags: ['auth'],
  summary: 'The social sign-in providers this server offers',
  responses: { 200: json(envelopeSchema(oauthProvidersSchema), 'Each provider and whether it is set up') },
})

export const oauthStartRoute = createRoute({
  method: 'get',
  path: '/oauth/{provider}/start',
  tags: ['auth'],
  summary: 'Go to the provider to sign in (sets the state cookie)',
  request: { params: oauthProviderParam },
  responses: {
    302: { description: 'To the provider, with state and a PKCE challenge' },
    400: error('Unknown provider'),
    404: error('The provider is not set up on this server'),
  },
})

export const oauthCallbackRoute = createRoute({
  method: 'get',
  path: '/oauth/{provider}/callback',
  tags: ['auth'],
  summary: 'Where the provider sends the browser back',
  description:
    'The state must match the cookie set at the start. Answers with a redirect to /sign-in carrying the session token, or the reason it failed, in the fragment (never sent to a server).',
  request: {
    params: oauthProviderParam,
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    }),
  },
  responses: {
    302: { description: 'To /sign-in#social=<token>, or /sign-in#social_error=<reason>' },
    400: error('Unknown provider or a malformed query'),
    404: error('The provider is not set up on this server'),
  },
})
