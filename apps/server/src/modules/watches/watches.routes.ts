import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  watchInputSchema,
  watchListSchema,
  watchSchema,
  watchUpdateSchema,
  webhookTestResultSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json, okResponse as ok } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['watches']
const idParams = z.object({ id: z.uuid('Invalid watch id') })

export const listWatchesRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary:
    "The creator's watches, newest first (webhook addresses and secrets never included, only their last four characters)",
  responses: { 200: ok(watchListSchema, 'Watches'), 401: error('Not signed in') },
})

export const createWatchRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Save a watch: keywords, platforms, trigger, delivery and an optional webhook (stored encrypted)',
  request: { body: { ...json(watchInputSchema, 'The watch'), required: true } },
  responses: {
    200: ok(watchSchema, 'The saved watch'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    409: error('Too many watches'),
  },
})

export const getWatchRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  security,
  summary: 'One watch',
  request: { params: idParams },
  responses: { 200: ok(watchSchema, 'The watch'), 401: error('Not signed in'), 404: error('No such watch') },
})

export const updateWatchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Edit a watch (an empty webhook address or secret keeps the saved one; webhook null removes it)',
  request: { params: idParams, body: { ...json(watchUpdateSchema, 'Fields to change'), required: true } },
  responses: {
    200: ok(watchSchema, 'The watch'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such watch'),
  },
})

export const deleteWatchRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a watch and its webhook; its notifications stay',
  request: { params: idParams },
  responses: { 200: ok(z.null(), 'Deleted'), 401: error('Not signed in'), 404: error('No such watch') },
})

export const testWatchRoute = createRoute({
  method: 'post',
  path: '/{id}/test',
  tags,
  security,
  summary: "Send a test message to the watch's webhook now: the chat app's answer (200 either way)",
  request: { params: idParams },
  responses: {
    200: ok(webhookTestResultSchema, 'The result'),
    401: error('Not signed in'),
    404: error('No such watch'),
    429: error('Too many tests in a minute'),
  },
})
