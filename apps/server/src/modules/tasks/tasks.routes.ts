import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  batchDraftsRequestSchema,
  calendarFeedSchema,
  taskResultsInputSchema,
  draftJobListSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  taskUpdateSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json, okResponse as ok } from '../../lib/openapi-bodies'

const security = [{ bearerAuth: [] }]
const tags = ['tasks']
const idParams = z.object({ id: z.uuid('Invalid task id') })

export const listTasksRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The creator's content plan, by planned date; optionally one platform, a date range or one script's task",
  request: { query: taskListQuerySchema },
  responses: { 200: ok(taskListSchema, 'Tasks'), 400: error('A filter is invalid'), 401: error('Not signed in') },
})

export const createTaskRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Plan a video: by hand, from a trending item, or from a script (at most one task per script)',
  request: { body: { ...json(taskInputSchema, 'The video'), required: true } },
  responses: {
    200: ok(taskSchema, 'The new task'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such script'),
    409: error('The script is already in the plan, or the plan is full'),
  },
})

export const getTaskRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  security,
  summary: 'One task with its linked script',
  request: { params: idParams },
  responses: { 200: ok(taskSchema, 'The task'), 401: error('Not signed in'), 404: error('No such task') },
})

export const updateTaskRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Change a task: a drag on the board moves its status, on the calendar its planned date',
  request: { params: idParams, body: { ...json(taskUpdateSchema, 'Fields to change'), required: true } },
  responses: {
    200: ok(taskSchema, 'The task'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such task or script'),
    409: error('The script is already in the plan'),
  },
})

export const deleteTaskRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Remove a video from the plan (its script stays in History)',
  request: { params: idParams },
  responses: { 200: ok(z.null(), 'Deleted'), 401: error('Not signed in'), 404: error('No such task') },
})

const draftTags = ['tasks']
const draftParams = z.object({ id: z.uuid('Invalid draft id') })

export const queueDraftsRoute = createRoute({
  method: 'post',
  path: '/drafts',
  tags: draftTags,
  security,
  summary:
    'Batch drafts: up to 20 topics, one platform, format and length; a draft each on the job queue, planned as a task in "scripted" once written',
  request: { body: { ...json(batchDraftsRequestSchema, 'Topics and the shared brief'), required: true } },
  responses: {
    200: ok(draftJobListSchema, 'The queued drafts'),
    400: error('A field is invalid, or more than 20 topics'),
    401: error('Not signed in'),
  },
})

export const listDraftsRoute = createRoute({
  method: 'get',
  path: '/drafts',
  tags: draftTags,
  security,
  summary: "Today's batch drafts and every unfinished one: queued, writing, done (with its task), failed (with why)",
  responses: { 200: ok(draftJobListSchema, 'Drafts, newest first'), 401: error('Not signed in') },
})

export const cancelDraftRoute = createRoute({
  method: 'post',
  path: '/drafts/{id}/cancel',
  tags: draftTags,
  security,
  summary:
    'Cancel a draft, or with batch its whole batch: unfinished drafts stop and hold no credits; finished ones stay',
  request: {
    params: draftParams,
    body: { ...json(z.object({ batch: z.boolean().default(false) }), 'Whole batch?'), required: false },
  },
  responses: {
    200: ok(draftJobListSchema, 'The drafts cancelled'),
    401: error('Not signed in'),
    404: error('No such draft'),
  },
})

export const recordResultsRoute = createRoute({
  method: 'put',
  path: '/{id}/results',
  tags,
  security,
  summary:
    "After publishing: the post's link, the day it went out and its figures at 24 h and 7 days (replaced as a whole); answers the task with its outlier score",
  request: { params: idParams, body: { ...json(taskResultsInputSchema, 'Link, day and figures'), required: true } },
  responses: {
    200: ok(taskSchema, 'The task'),
    400: error('A field is invalid'),
    401: error('Not signed in'),
    404: error('No such task'),
    409: error('The video is not published'),
  },
})

const feedTags = ['tasks']

export const calendarFeedStatusRoute = createRoute({
  method: 'get',
  path: '/calendar-feed',
  tags: feedTags,
  security,
  summary:
    'Whether the private calendar (.ics) link of the plan exists, and since when (the link itself is shown once)',
  responses: { 200: ok(calendarFeedSchema, 'The feed'), 401: error('Not signed in') },
})

export const createCalendarFeedRoute = createRoute({
  method: 'post',
  path: '/calendar-feed',
  tags: feedTags,
  security,
  summary: 'A new private calendar (.ics) link of the planned dates; it replaces the old link, which stops working',
  responses: { 200: ok(calendarFeedSchema, 'The feed with its link'), 401: error('Not signed in') },
})

export const revokeCalendarFeedRoute = createRoute({
  method: 'delete',
  path: '/calendar-feed',
  tags: feedTags,
  security,
  summary: 'Revoke the calendar link: it answers 404 from now on',
  responses: { 200: ok(z.null(), 'Revoked'), 401: error('Not signed in'), 404: error('No calendar link') },
})

export const calendarFeedRoute = createRoute({
  method: 'get',
  path: '/calendar/{token}',
  tags: feedTags,
  summary:
    'The plan as an iCalendar feed (one all-day event per planned date), for a calendar app to subscribe to. Public: the unguessable token in the link is the only key; a revoked or unknown one is a 404',
  request: { params: z.object({ token: z.string().max(200) }) },
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The iCalendar text' },
    404: error('No such calendar link'),
  },
})
