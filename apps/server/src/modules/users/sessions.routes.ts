import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  envelopeSchema,
  notificationSettingsSchema,
  resolvedNotificationSettingsSchema,
  sessionInfoSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const sessionIdParam = z.object({ id: z.string().uuid('Unknown session') })

export const listSessionsRoute = createRoute({
  method: 'get',
  path: '/users/me/sessions',
  tags: ['account'],
  summary: 'Where this account is signed in',
  description:
    'Each live session: browser and OS read from its User-Agent, its address, when it signed in and was last used (to about 5 minutes).',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(z.array(sessionInfoSchema)), 'Live sessions, most recently used first'),
    401: error('Not signed in'),
  },
})

export const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/users/me/sessions/{id}',
  tags: ['account'],
  summary: 'Sign out one session (this one too, if named)',
  security: [{ bearerAuth: [] }],
  request: { params: sessionIdParam },
  responses: {
    200: json(envelopeSchema(z.null()), 'Signed out; its token no longer works'),
    400: error('The id is not a session id'),
    401: error('Not signed in'),
    404: error('No such session of this account'),
  },
})

export const revokeOtherSessionsRoute = createRoute({
  method: 'post',
  path: '/users/me/sessions/revoke-others',
  tags: ['account'],
  summary: 'Sign out every session but this one',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(z.object({ revoked: z.number().int() })), 'How many sessions were signed out'),
    401: error('Not signed in'),
  },
})

export const getNotificationsRoute = createRoute({
  method: 'get',
  path: '/users/me/notifications',
  tags: ['account'],
  summary: 'Which mails this account receives',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(resolvedNotificationSettingsSchema), 'Every setting, defaults filled in'),
    401: error('Not signed in'),
  },
})

export const updateNotificationsRoute = createRoute({
  method: 'patch',
  path: '/users/me/notifications',
  tags: ['account'],
  summary: 'Turn mails on or off',
  security: [{ bearerAuth: [] }],
  request: { body: { ...json(notificationSettingsSchema, 'Only the settings to change'), required: true } },
  responses: {
    200: json(envelopeSchema(resolvedNotificationSettingsSchema), 'Every setting after the change'),
    400: error('An unknown setting or a value that is not true/false'),
    401: error('Not signed in'),
  },
})
