import type { UIMessage } from 'ai'
import type { ChatMessage } from '@hookline/contract'

/** A stored message's place in the thread: its status and writer, kept beside the text useChat shows. */
export interface ChatMessageMeta {
  status?: ChatMessage['status']
  model?: string | null
  /** Stored: "write this as a script" and retry need the server's id. */
  stored?: boolean
}

export type ChatUIMessage = UIMessage<ChatMessageMeta>

export const toUIMessages = (messages: ChatMessage[]): ChatUIMessage[] =>
  messages
    .filter((m) => m.role === 'user' || m.content || m.status !== 'streaming')
    .map((m) => ({
      id: m.id,
      role: m.role,
      metadata: { status: m.status, model: m.model, stored: true },
      parts: [{ type: 'text', text: m.content }],
    }))

export const textOf = (message: ChatUIMessage) =>
  message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')
