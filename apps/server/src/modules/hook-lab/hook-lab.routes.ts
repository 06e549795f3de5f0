import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { envelopeSchema, hookLabRequestSchema, hookLabResultSchema } from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

export const tryHooksRoute = createRoute({
  method: 'post',
  path: '/{id}/hooks',
  tags: ['scripts'],
  security: [{ bearerAuth: [] }],
  summary:
    'Hook Lab: five hooks of named types for a version from the creator’s model, each checked like a hook and timed; pick one with POST /{id}/versions',
  request: {
    params: z.object({ id: z.uuid('Invalid script id') }),
    body: { ...json(hookLabRequestSchema, 'The version'), required: true },
  },
  responses: {
    200: json(envelopeSchema(hookLabResultSchema), 'The hooks'),
    400: error('Bad input'),
    401: error('Not signed in'),
    402: error('Not enough credits for a round'),
    404: error('No such version in a script of this user'),
    409: error('No model is connected (data.reason no_model), or the version is unfinished'),
    429: error('Too many requests through the creator’s connection this minute'),
    502: error('The model failed or did not answer with hooks'),
  },
})
