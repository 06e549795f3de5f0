import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  briefSchema,
  chatBriefRequestSchema,
  chatListQuerySchema,
  chatListSchema,
  chatSendSchema,
  chatThreadSchema,
  chatThreadSummarySchema,
  createChatThreadSchema,
  envelopeSchema,
  updateChatThreadSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['chats']
const idParams = z.object({ id: z.uuid('Invalid chat id') })
const messageParams = idParams.extend({ messageId: z.uuid('Invalid message id') })

export const listChatsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The creator's brainstorm threads, newest first, filtered by title; and whether a model can answer",
  request: { query: chatListQuerySchema },
  responses: {
    200: json(envelopeSchema(chatListSchema), 'Threads'),
    400: error('Bad query'),
    401: error('Not signed in'),
  },
})

export const createChatRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Start a thread (platform, trending items attached as context)',
  request: { body: { ...json(createChatThreadSchema, 'The thread'), required: true } },
  responses: {
    200: json(envelopeSchema(chatThreadSchema), 'The new thread'),
    400: error('Bad input'),
    401: error('Not signed in'),
  },
})

export const getChatRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  security,
  summary: 'A thread with its messages',
  request: { params: idParams },
  responses: {
    200: json(envelopeSchema(chatThreadSchema), 'The thread'),
    401: error('Not signed in'),
    404: error('No such thread of this user'),
  },
})

export const updateChatRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Rename a thread, change its platform or the trending items attached',
  request: { params: idParams, body: { ...json(updateChatThreadSchema, 'What changes'), required: true } },
  responses: {
    200: json(envelopeSchema(chatThreadSummarySchema), 'The thread'),
    400: error('Bad input'),
    401: error('Not signed in'),
    404: error('No such thread of this user'),
  },
})

export const deleteChatRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a thread and its messages',
  request: { params: idParams },
  responses: {
    200: json(envelopeSchema(z.null()), 'Deleted'),
    401: error('Not signed in'),
    404: error('No such thread of this user'),
  },
})

export const sendChatRoute = createRoute({
  method: 'post',
  path: '/{id}/messages',
  tags,
  security,
  summary:
    "Ask the creator's model; the answer streams as the AI SDK's UI message stream (text parts, then data-saved with the stored message). Refusals come before the stream as the envelope.",
  request: { params: idParams, body: { ...json(chatSendSchema, 'The turn'), required: true } },
  responses: {
    200: { description: 'text/event-stream: the AI SDK UI message stream' },
    400: error('Bad input'),
    401: error('Not signed in'),
    402: error('Not enough credits for an answer'),
    404: error('No such thread of this user'),
    409: error('No model is connected (data.reason no_model)'),
    429: error('Too many answers and scripts being written at once, or too many a minute'),
  },
})

export const briefFromChatRoute = createRoute({
  method: 'post',
  path: '/{id}/messages/{messageId}/brief',
  tags,
  security,
  summary:
    "Write this as a script: the brief one idea of an answer makes (topic, angle as notes, the thread's platform); idea is 1-based, the first when left out",
  request: {
    params: messageParams,
    body: { ...json(chatBriefRequestSchema, 'Which idea of the answer (optional)'), required: false },
  },
  responses: {
    200: json(envelopeSchema(briefSchema.partial()), 'The brief'),
    400: error('Bad input, or an idea the answer does not have'),
    401: error('Not signed in'),
    404: error('No such answer in a thread of this user'),
  },
})
