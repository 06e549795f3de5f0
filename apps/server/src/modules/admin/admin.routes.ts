import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserStatusRequestSchema,
  creditAdjustmentRequestSchema,
  creditLedgerPageSchema,
  envelopeSchema,
  ledgerQuerySchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const userIdParam = z.object({ id: z.string().uuid('Unknown user') })
const adminOnly = { 401: error('Not signed in'), 403: error('Not an administrator') }

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/users',
  tags: ['admin'],
  summary: 'Every account, searched, filtered, sorted and paged',
  security: [{ bearerAuth: [] }],
  request: { query: adminUserListQuerySchema },
  responses: {
    200: json(envelopeSchema(adminUserListSchema), 'One page of accounts'),
    400: error('A query parameter is invalid'),
    ...adminOnly,
  },
})

export const userLedgerRoute = createRoute({
  method: 'get',
  path: '/users/{id}/ledger',
  tags: ['admin'],
  summary: "An account's credit history, with who made each adjustment",
  security: [{ bearerAuth: [] }],
  request: { params: userIdParam, query: ledgerQuerySchema },
  responses: {
    200: json(envelopeSchema(creditLedgerPageSchema), 'One page of entries'),
    400: error('The id or a query parameter is invalid'),
    ...adminOnly,
    404: error('No such account'),
  },
})

export const adjustCreditsRoute = createRoute({
  method: 'post',
  path: '/users/{id}/credits',
  tags: ['admin'],
  summary: 'Grant (positive) or deduct (negative) credits, with a reason',
  security: [{ bearerAuth: [] }],
  request: {
    params: userIdParam,
    body: { ...json(creditAdjustmentRequestSchema, 'Credits to add or take and why'), required: true },
  },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'The account after the change'),
    400: error('The amount is 0 or out of range, would pass the largest balance, or the reason is missing'),
    ...adminOnly,
    404: error('No such account'),
    409: error('The deduction would take the balance below 0; nothing changed'),
  },
})

export const setUserStatusRoute = createRoute({
  method: 'patch',
  path: '/users/{id}',
  tags: ['admin'],
  summary: 'Disable or enable an account',
  description:
    'Disabling signs the account out everywhere and refuses its sign-ins; its scripts stay. An admin cannot disable their own account.',
  security: [{ bearerAuth: [] }],
  request: {
    params: userIdParam,
    body: {
      ...json(adminUserStatusRequestSchema, '{ "disabled": true | false, "reason": "why" } (the audit log keeps both)'),
      required: true,
    },
  },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'The account after the change'),
    400: error('Invalid body, no reason, or an admin disabling themself'),
    ...adminOnly,
    404: error('No such account'),
  },
})

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/audit',
  tags: ['admin'],
  summary: 'What administrators did: who, what, to whom, when and why (newest first)',
  security: [{ bearerAuth: [] }],
  request: { query: adminAuditQuerySchema },
  responses: {
    200: json(envelopeSchema(adminAuditPageSchema), 'One page of entries'),
    400: error('A query parameter is invalid'),
    ...adminOnly,
  },
})
