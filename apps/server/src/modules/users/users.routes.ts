import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  envelopeSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

export const updateMeRoute = createRoute({
  method: 'patch',
  path: '/users/me',
  tags: ['account'],
  summary: 'Change nickname, avatar or preferences (theme, font, language)',
  security: [{ bearerAuth: [] }],
  request: { body: { ...json(updateProfileRequestSchema, 'Only the fields to change'), required: true } },
  responses: {
    200: json(envelopeSchema(userSchema), 'The updated user'),
    400: error('A field is invalid or unknown'),
    401: error('Not signed in'),
  },
})

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/password',
  tags: ['account'],
  summary: 'Change the password; every other session is signed out',
  security: [{ bearerAuth: [] }],
  request: { body: { ...json(changePasswordRequestSchema, 'Current and new password'), required: true } },
  responses: {
    200: json(envelopeSchema(z.null()), 'Password changed'),
    400: error('The new password is invalid'),
    401: error('Not signed in, or the current password is wrong'),
  },
})

export const deleteMeRoute = createRoute({
  method: 'delete',
  path: '/users/me',
  tags: ['account'],
  summary: 'Delete the account and everything in it',
  description:
    'Needs the password typed again. Scripts, versions, model connections (and their keys), sessions and mail links are deleted; credit ledger entries are kept without the account on them.',
  security: [{ bearerAuth: [] }],
  request: { body: { ...json(deleteAccountRequestSchema, 'The current password'), required: true } },
  responses: {
    200: json(envelopeSchema(z.null()), 'Deleted; every token of the account stops working'),
    400: error('The password is missing'),
    401: error('Not signed in, or the password is wrong'),
    429: error('Too many wrong passwords; Retry-After says when'),
  },
})
