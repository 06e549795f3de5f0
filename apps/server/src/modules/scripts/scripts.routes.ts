import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  createScriptRequestSchema,
  editVersionRequestSchema,
  envelopeSchema,
  exportQuerySchema,
  generateRequestSchema,
  renameScriptRequestSchema,
  scriptDetailSchema,
  scriptExportSchema,
  scriptListQuerySchema,
  scriptListSchema,
  streamDoneEventSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['scripts']

/** Ids are UUIDs; anything else is refused as bad input rather than reaching the database. */
const idParams = z.object({ id: z.uuid('Invalid script id') })
const versionParams = idParams.extend({ messageId: z.uuid('Invalid version id') })

export const listScriptsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary:
    'History: search title, topic and the current version (Chinese substrings, English any case), filter by platform, newest or oldest first; pageSize 10, 20, 50 or 100',
  request: { query: scriptListQuerySchema },
  responses: {
    200: json(envelopeSchema(scriptListSchema), 'One page of scripts'),
    400: error('Bad query'),
    401: error('Not signed in'),
  },
})

export const createScriptRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Start a conversation from a brief (the title is automatic unless given); generate with POST /{id}/messages',
  request: { body: { ...json(createScriptRequestSchema, 'The brief'), required: true } },
  responses: {
    200: json(envelopeSchema(scriptDetailSchema), 'The new conversation, no versions yet'),
    400: error('A brief field is invalid'),
    401: error('Not signed in'),
    402: error('The writer costs credits and the balance cannot pay its first version; nothing is created'),
    404: error('connection_id names no connection of this user'),
  },
})

export const getScriptRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  security,
  summary: 'A conversation with its brief, requests and versions',
  request: { params: idParams },
  responses: {
    200: json(envelopeSchema(scriptDetailSchema), 'The conversation'),
    401: error('Not signed in'),
    404: error('No such script'),
  },
})

export const renameScriptRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Rename a conversation',
  request: { params: idParams, body: { ...json(renameScriptRequestSchema, 'The new title'), required: true } },
  responses: {
    200: json(envelopeSchema(scriptDetailSchema), 'Renamed'),
    400: error('Empty or too long'),
    401: error('Not signed in'),
    404: error('No such script'),
  },
})

export const deleteScriptRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a conversation and all its versions',
  request: { params: idParams },
  responses: {
    200: json(envelopeSchema(z.null()), 'Deleted'),
    401: error('Not signed in'),
    404: error('No such script'),
  },
})

export const generateRoute = createRoute({
  method: 'post',
  path: '/{id}/messages',
  tags,
  security,
  summary: 'Write the next version: the first draft, a follow-up, or a regenerate (empty body)',
  description: [
    'With `Accept: text/event-stream` the answer is an SSE stream: `event: delta` with `{"text"}` for each',
    'piece of Markdown, then `event: done` with `{"message", "credits"?}` (the saved version and the',
    'balance after the charge) or `event: error` with `{"code", "message", "message_id"}` (what streamed',
    "is kept as an incomplete version and not charged). Before a model's second attempt at a script that failed",
    'the script check, `event: repairing` with `{"failed"}` is sent. A reply that is not a script ends in an error',
    '`NOT_A_SCRIPT` (502) and is neither saved as a version nor charged. A `: heartbeat` comment is sent every 15 s.',
    'Closing the connection stops the generation upstream. Without that header the finished version is',
    'answered as JSON. 402/404/400, and 429 when the user already has GENERATION_MAX_CONCURRENT_PER_USER generations streaming, are answered as JSON before any streaming.',
  ].join(' '),
  request: {
    params: idParams,
    body: { ...json(generateRequestSchema, 'Optional free text and/or a quick action'), required: false },
  },
  responses: {
    200: {
      content: {
        'application/json': { schema: envelopeSchema(streamDoneEventSchema) },
        'text/event-stream': { schema: z.string() },
      },
      description: 'The saved version (JSON) or the event stream',
    },
    400: error('Bad request'),
    401: error('Not signed in'),
    402: error('Not enough credits'),
    404: error('No such script'),
    429: error(
      'Already as many generations streaming as one user may have (TOO_MANY_GENERATIONS), or the AI provider is rate limiting (JSON mode)',
    ),
    502: error(
      'The AI provider failed (bad key, unknown model, unreachable) or did not answer with a script (JSON mode)',
    ),
    504: error('The AI provider timed out (JSON mode)'),
  },
})

export const restoreVersionRoute = createRoute({
  method: 'post',
  path: '/{id}/messages/{messageId}/restore',
  tags,
  security,
  summary: 'Make an earlier version current; the next follow-up revises it',
  request: { params: versionParams },
  responses: {
    200: json(envelopeSchema(scriptDetailSchema), 'The conversation'),
    401: error('Not signed in'),
    404: error('No such version'),
    409: error('The version has no script'),
  },
})

export const exportScriptRoute = createRoute({
  method: 'get',
  path: '/{id}/export',
  tags,
  security,
  summary:
    'Export a version (the current one by default) as Markdown, teleprompter text or SRT captions; revision notes only with notes=true',
  request: {
    params: idParams,
    query: exportQuerySchema.extend({ message_id: z.uuid('Invalid version id').optional() }),
  },
  responses: {
    200: json(envelopeSchema(scriptExportSchema), 'The file content and a suggested name'),
    401: error('Not signed in'),
    404: error('No version to export'),
  },
})

export const editVersionRoute = createRoute({
  method: 'post',
  path: '/{id}/versions',
  tags,
  security,
  summary: 'Save a version edited by hand: a new current version after the base one, checked, free of charge',
  description: [
    'The script is trimmed (hashtags without their #), rendered as Markdown in the base version’s language,',
    'checked against the brief and the base version’s target, and saved as the next version (engine `edited`,',
    'no credits). A script identical to the base version is refused with 409 "No changes": nothing is saved.',
  ].join(' '),
  request: {
    params: idParams,
    body: { ...json(editVersionRequestSchema, 'The base version and the edited script'), required: true },
  },
  responses: {
    200: json(envelopeSchema(scriptDetailSchema), 'The conversation, the edited version current'),
    400: error('A field is invalid or out of bounds'),
    401: error('Not signed in'),
    404: error('No such script, or the base version is not in it'),
    409: error('No changes, or the base version has no finished script'),
  },
})
