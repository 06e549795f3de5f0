import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
} from '@hookline/contract'
import { errorResponse as error, okResponse as ok } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['notifications']
const idParams = z.object({ id: z.uuid('Invalid notification id') })

export const listNotificationsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The creator's notifications, newest first, a page at a time, with the unread count",
  request: { query: notificationListQuerySchema },
  responses: {
    200: ok(notificationListSchema, 'A page'),
    400: error('A query value is invalid'),
    401: error('Not signed in'),
  },
})

export const unreadCountRoute = createRoute({
  method: 'get',
  path: '/unread-count',
  tags,
  security,
  summary: 'How many notifications are unread (the bell polls it)',
  responses: { 200: ok(unreadCountSchema, 'The count'), 401: error('Not signed in') },
})

export const markReadRoute = createRoute({
  method: 'post',
  path: '/{id}/read',
  tags,
  security,
  summary: 'Mark one notification read',
  request: { params: idParams },
  responses: {
    200: ok(notificationSchema, 'The notification'),
    401: error('Not signed in'),
    404: error('No such notification'),
  },
})

export const markAllReadRoute = createRoute({
  method: 'post',
  path: '/read-all',
  tags,
  security,
  summary: 'Mark every notification read',
  responses: { 200: ok(z.object({ updated: z.number().int() }), 'How many were unread'), 401: error('Not signed in') },
})

export const deleteNotificationRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete one notification',
  request: { params: idParams },
  responses: { 200: ok(z.null(), 'Deleted'), 401: error('Not signed in'), 404: error('No such notification') },
})
