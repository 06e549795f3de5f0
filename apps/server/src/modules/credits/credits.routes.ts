import { createRoute } from '@hono/zod-openapi'
import { creditLedgerPageSchema, creditSummarySchema, envelopeSchema, ledgerQuerySchema } from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

export const creditSummaryRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['credits'],
  summary: 'Balance, the cost of a generation and whom to ask for more',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(creditSummarySchema), 'The summary Billing shows'),
    401: error('Not signed in'),
  },
})

export const ledgerRoute = createRoute({
  method: 'get',
  path: '/ledger',
  tags: ['credits'],
  summary: "The signed-in user's credit history",
  description:
    'Every change of the balance, newest first: sign-up bonus, each generation with its script and model, adjustments by an admin with their reason.',
  security: [{ bearerAuth: [] }],
  request: { query: ledgerQuerySchema },
  responses: {
    200: json(envelopeSchema(creditLedgerPageSchema), 'One page of entries and the balance'),
    400: error('page or pageSize out of range'),
    401: error('Not signed in'),
  },
})
