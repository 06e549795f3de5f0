import { createRoute } from '@hono/zod-openapi'
import {
  envelopeSchema,
  jobQueueListSchema,
  jobRetryParamsSchema,
  jobRunParamsSchema,
  jobRunResponseSchema,
} from '@hookline/contract'
import { z } from 'zod'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const adminOnly = { 401: error('Not signed in'), 403: error('Not an administrator') }

export const listJobQueuesRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['admin'],
  summary: 'Background jobs: each queue, its schedule, last and next run, counts and newest failures',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(jobQueueListSchema), 'Every queue'),
    ...adminOnly,
  },
})

export const retryJobRoute = createRoute({
  method: 'post',
  path: '/{queue}/{id}/retry',
  tags: ['admin'],
  summary: 'Queue a failed job again for one more attempt',
  security: [{ bearerAuth: [] }],
  request: { params: jobRetryParamsSchema },
  responses: {
    200: json(envelopeSchema(z.null()), 'Queued again: the next worker that polls runs it'),
    400: error('The queue name or the job id is malformed'),
    ...adminOnly,
    404: error('No such queue, or no failed job with this id in it (already retried, or archived)'),
  },
})

export const runJobNowRoute = createRoute({
  method: 'post',
  path: '/{queue}/run',
  tags: ['admin'],
  summary: "Run a scheduled queue's job now, outside its schedule",
  security: [{ bearerAuth: [] }],
  request: { params: jobRunParamsSchema },
  responses: {
    200: json(envelopeSchema(jobRunResponseSchema), 'Queued: the next worker that polls runs it'),
    400: error('The queue name is malformed'),
    ...adminOnly,
    404: error('No such queue'),
    409: error('This queue has no schedule: it runs only what the server sends it'),
  },
})
