import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  authResultSchema,
  envelopeSchema,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'


export const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['auth'],
  summary: 'Create an account and sign in',
  request: { body: { ...json(registerRequestSchema, 'Email, password (≥ 7 characters) and an optional nickname'), required: true } },
  responses: {
    200: json(envelopeSchema(authResultSchema), 'The new user and a bearer token'),
    400: error('A field is missing or invalid; data.field names it'),
    409: error('The email is already registered'),
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
