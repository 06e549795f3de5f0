import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  connectionProbeSchema,
  connectionTestResultSchema,
  modelConnectionInputSchema,
  modelConnectionListSchema,
  modelConnectionSchema,
  modelConnectionUpdateSchema,
  modelListSchema,
  ollamaDiscoverySchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json, okResponse as ok } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['model-connections']
const idParams = z.object({ id: z.uuid('Invalid connection id') })
const rateLimited = error('Too many tests or model lists in a minute')

export const listConnectionsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary:
    "The server's own engine and the models this user connected (keys never included, only their last four characters)",
  responses: { 200: ok(modelConnectionListSchema, 'Server engine and connections'), 401: error('Not signed in') },
})

export const createConnectionRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary:
    'Connect a model: saved with the result of a connection test (connected or failing); the first connection becomes the default',
  request: { body: { ...json(modelConnectionInputSchema, 'Provider, address, key and model'), required: true } },
  responses: {
    200: ok(modelConnectionSchema, 'The saved connection'),
    400: error('A field is invalid, or a key is required'),
    401: error('Not signed in'),
    409: error('Too many connections'),
    429: rateLimited,
  },
})

export const updateConnectionRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Edit a connection (an empty key keeps the saved one); a changed address, key or model is tested again',
  request: { params: idParams, body: { ...json(modelConnectionUpdateSchema, 'Fields to change'), required: true } },
  responses: {
    200: ok(modelConnectionSchema, 'The connection'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such connection'),
    429: rateLimited,
  },
})

export const deleteConnectionRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: "Disconnect: the connection and its key are deleted; scripts it wrote go on with the server's engine",
  request: { params: idParams },
  responses: { 200: ok(z.null(), 'Deleted'), 401: error('Not signed in'), 404: error('No such connection') },
})

export const retestConnectionRoute = createRoute({
  method: 'post',
  path: '/{id}/test',
  tags,
  security,
  summary: 'Test a saved connection again and store the result',
  request: { params: idParams },
  responses: {
    200: ok(modelConnectionSchema, 'The connection with its new status'),
    401: error('Not signed in'),
    404: error('No such connection'),
    429: rateLimited,
  },
})

export const testConnectionRoute = createRoute({
  method: 'post',
  path: '/test',
  tags,
  security,
  summary:
    'Test a connection before saving it: a tiny real request; success with latency, or the reason (200 either way)',
  request: {
    body: { ...json(connectionProbeSchema, 'What to test; connection_id lends a saved key'), required: true },
  },
  responses: {
    200: ok(connectionTestResultSchema, 'The result'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such connection'),
    429: rateLimited,
  },
})

export const listModelsRoute = createRoute({
  method: 'post',
  path: '/models',
  tags,
  security,
  summary: "The provider's model list (GET /models); empty with a reason when it offers none",
  request: {
    body: { ...json(connectionProbeSchema, 'Where to ask; connection_id lends a saved key'), required: true },
  },
  responses: {
    200: ok(modelListSchema, 'Model ids'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such connection'),
    429: rateLimited,
  },
})

export const discoverOllamaRoute = createRoute({
  method: 'get',
  path: '/ollama',
  tags,
  security,
  summary:
    'Whether a local Ollama server answers (OLLAMA_BASE_URL) and its installed models, for a one-click connection (provider ollama, base_url as given)',
  responses: {
    200: ok(ollamaDiscoverySchema, 'What was found'),
    401: error('Not signed in'),
  },
})
