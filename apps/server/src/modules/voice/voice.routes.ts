import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  envelopeSchema,
  voiceDistilResultSchema,
  voiceDistilSchema,
  voiceProfileSchema,
  voiceStateSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['voice']

export const getVoiceRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The creator's voice profile, whether a model can distil one, and the versions they edited by hand",
  responses: {
    200: json(envelopeSchema(voiceStateSchema), 'The voice'),
    401: error('Not signed in'),
  },
})

export const saveVoiceRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  security,
  summary: 'Save the voice profile as the creator edited it',
  request: { body: { ...json(z.object({ profile: voiceProfileSchema }), 'The profile'), required: true } },
  responses: {
    200: json(envelopeSchema(voiceStateSchema), 'The voice'),
    400: error('Bad input'),
    401: error('Not signed in'),
  },
})

export const deleteVoiceRoute = createRoute({
  method: 'delete',
  path: '/',
  tags,
  security,
  summary: 'Forget the voice profile (briefs already written keep the copy they carry)',
  responses: {
    200: json(envelopeSchema(voiceStateSchema), 'The voice'),
    401: error('Not signed in'),
  },
})

export const distilVoiceRoute = createRoute({
  method: 'post',
  path: '/distil',
  tags,
  security,
  summary:
    "The creator's model distils a voice profile from 3–5 of their scripts or hand-edited versions (validated, one repair turn), saved at once; charged like a chat answer",
  request: { body: { ...json(voiceDistilSchema, 'The samples'), required: true } },
  responses: {
    200: json(envelopeSchema(voiceDistilResultSchema), 'The profile'),
    400: error('Bad input'),
    401: error('Not signed in'),
    402: error('Not enough credits'),
    404: error('A version is not one of this user'),
    409: error('No model is connected (data.reason no_model)'),
    429: error('Too many answers at once, or too many a minute'),
    502: error('The model failed or did not answer with a profile'),
  },
})
