import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { envelopeSchema, hookLibrarySchema, starHookSchema, starredHookSchema } from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['hook-library']

export const listHooksRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The creator's starred hooks, newest first",
  responses: {
    200: json(envelopeSchema(hookLibrarySchema), 'The hook library'),
    401: error('Not signed in'),
  },
})

export const starHookRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Star a hook (from a Hook Lab round or a version) into the hook library; the same words twice keep one',
  request: { body: { ...json(starHookSchema, 'The hook'), required: true } },
  responses: {
    200: json(envelopeSchema(starredHookSchema), 'The starred hook'),
    400: error('Bad input'),
    401: error('Not signed in'),
    404: error('The source script is not one of this user'),
    409: error('The library is full (data.reason library_full)'),
  },
})

export const unstarHookRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Unstar a hook',
  request: { params: z.object({ id: z.uuid('Invalid hook id') }) },
  responses: {
    200: json(envelopeSchema(z.null()), 'Unstarred'),
    401: error('Not signed in'),
    404: error('No such starred hook of this user'),
  },
})
