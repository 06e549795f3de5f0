import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  briefSchema,
  chatThreadSchema,
  chatThreadSummarySchema,
  type BriefTrend,
  type CreateChatThreadInput,
  type Platform,
} from '@hookline/contract'
import { api } from '@/lib/api-client'

const briefPrefillSchema = briefSchema.partial()

/** POST /api/chats — a new thread (platform, trending items as context). */
export const createChat = async (input: CreateChatThreadInput) =>
  chatThreadSchema.parse(await api.post('/chats', { body: input }))

/** PATCH /api/chats/:id — rename, platform, attached trends. */
export const updateChat = async (id: string, patch: { title?: string; platform?: Platform; trends?: BriefTrend[] }) =>
  chatThreadSummarySchema.parse(await api.patch('/chats/{id}', { params: { path: { id } }, body: patch }))

/** DELETE /api/chats/:id */
export const deleteChat = async (id: string) => {
  await api.delete('/chats/{id}', { params: { path: { id } } })
}

/** POST /api/chats/:id/messages/:messageId/brief — "write this as a script" from one idea (1-based; the first when left out). */
export const briefFromAnswer = async (id: string, messageId: string, idea?: number) =>
  briefPrefillSchema.parse(
    await api.post('/chats/{id}/messages/{messageId}/brief', {
      params: { path: { id, messageId } },
      body: idea === undefined ? undefined : { idea },
    }),
  )

/** Every chat mutation refreshes the thread list (titles, order) when it settles. */
export function useChatMutation<TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chats'] }),
  })
}
