import { queryOptions } from '@tanstack/react-query'
import { chatListSchema, chatThreadSchema, type ChatList, type ChatThread } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/chats?q= — the creator's threads (newest first) and whether a model can answer. */
export async function listChats(q: string): Promise<ChatList> {
  return chatListSchema.parse(await api.get('/chats', { params: { query: { q: q.trim() || undefined } } }))
}

export const chatsQueryOptions = (q = '') =>
  queryOptions({ queryKey: ['chats', 'list', q], queryFn: () => listChats(q) })

/** GET /api/chats/:id — a thread with its messages as stored. */
export async function getChat(id: string): Promise<ChatThread> {
  return chatThreadSchema.parse(await api.get('/chats/{id}', { params: { path: { id } } }))
}

export const chatQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['chats', 'thread', id], queryFn: () => getChat(id) })
