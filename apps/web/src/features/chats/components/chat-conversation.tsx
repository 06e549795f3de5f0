import { useEffect, useMemo, useRef, useState } from 'react'
import { useChat } from '@ai-sdk/react'
import { DefaultChatTransport } from 'ai'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FlameIcon, RotateCcwIcon, SendIcon, SquareIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { createScriptRequestSchema, scriptDetailSchema, type ChatQuickStart, type ChatThread } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { api } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/session'
import { useAuthStore } from '@/stores/auth-store'
import { briefFromAnswer } from '../api/chats-mutations'
import { chatQueryOptions } from '../api/chats-queries'
import { chatFailureKey, readChatFailure } from '../lib/chat-errors'
import { textOf, toUIMessages, type ChatUIMessage } from '../lib/chat-messages'
import { ChatAnswer } from './chat-answer'
import { ChatQuickStarts } from './chat-quick-starts'

/**
 * The thread once the server has settled its last answer: a stopped answer is saved just after
 * the request closes, so a read at once may still find it streaming (a few tries, 300 ms apart).
 */
async function settled(read: () => Promise<ChatThread>, tries = 15): Promise<ChatThread> {
  for (let attempt = 1; ; attempt++) {
    const stored = await read()
    if (attempt >= tries || !stored.messages.some((m) => m.status === 'streaming')) return stored
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/**
 * One thread: its messages, streamed with the AI SDK's useChat over the server's UI message stream
 * (chats-stream.ts), Stop, Retry on the last answer, quick starts, and "write this as a script".
 */
export function ChatConversation({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('chats')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [draft, setDraft] = useState('')
  const [writing, setWriting] = useState<string | null>(null)
  const bottom = useRef<HTMLDivElement>(null)

  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        api: `/api/chats/${thread.id}/messages`,
        headers: (): Record<string, string> => {
          const token = useAuthStore.getState().token
          return token ? { Authorization: `Bearer ${token}` } : {}
        },
        // The server keeps the thread: only the new turn is sent, never the history the client holds.
        prepareSendMessagesRequest: ({ trigger, messages, body }) => {
          if (trigger === 'regenerate-message') return { body: { trigger: 'regenerate' } }
          const last = messages.at(-1)
          return {
            body: {
              trigger: 'submit',
              text: last ? textOf(last) : '',
              ...(body?.quick_start ? { quick_start: body.quick_start as ChatQuickStart } : {}),
            },
          }
        },
      }),
    [thread.id],
  )
  const { messages, sendMessage, regenerate, stop, status, error, setMessages, clearError } = useChat<ChatUIMessage>({
    id: thread.id,
    messages: toUIMessages(thread.messages),
    transport,
    // The stored thread is the truth (a quick start written out, ids for "write this as a script").
    onFinish: () => {
      void settled(() => queryClient.fetchQuery({ ...chatQueryOptions(thread.id), staleTime: 0 })).then((stored) =>
        setMessages(toUIMessages(stored.messages)),
      )
      void queryClient.invalidateQueries({ queryKey: ['chats', 'list'] })
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
    },
  })
  const busy = status === 'submitted' || status === 'streaming'
  const failure = readChatFailure(error)

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [messages])

  const submit = (text: string, quickStart?: ChatQuickStart) => {
    const value = text.trim()
    if (!value || busy) return
    clearError()
    void sendMessage({ text: value }, quickStart ? { body: { quick_start: quickStart } } : undefined)
    setDraft('')
  }

  const writeAsScript = async (messageId: string, idea?: number) => {
    setWriting(messageId)
    try {
      const brief = await briefFromAnswer(thread.id, messageId, idea)
      const request = createScriptRequestSchema.parse({ brief })
      const detail = scriptDetailSchema.parse(await api.post('/scripts', { body: request }))
      await navigate({ to: '/script-engine/$id', params: { id: detail.id } })
    } catch {
      toast({ variant: 'destructive', title: t('answer.writeFailed') })
    } finally {
      setWriting(null)
    }
  }

  const lastAnswer = messages.findLast((m) => m.role === 'assistant')
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      {thread.trends.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{t('thread.attached')}</span>
          {thread.trends.map((trend) => (
            <Badge key={`${trend.platform}-${trend.title}`} variant="outline" className="gap-1 font-normal">
              <FlameIcon aria-hidden className="size-3 text-[#ff7a2f]" />
              {trend.title}
            </Badge>
          ))}
        </div>
      )}
      <ol className="grid gap-4" aria-label={t('thread.messages')} aria-live="polite" aria-busy={busy}>
        {messages.length === 0 && (
          <li>
            <ChatQuickStarts disabled={busy} onStart={(kind, topic) => submit(topic, kind)} />
          </li>
        )}
        {messages.map((message) =>
          message.role === 'user' ? (
            <li
              key={message.id}
              className="ml-auto max-w-[85%] rounded-2xl bg-primary px-4 py-2 text-sm text-primary-foreground whitespace-pre-wrap"
            >
              <span className="sr-only">{t('thread.you')}</span>
              {textOf(message)}
            </li>
          ) : (
            <li key={message.id}>
              <ChatAnswer
                message={message}
                streaming={busy && message.id === lastAnswer?.id}
                writing={writing === message.id}
                canRetry={!busy && message.id === lastAnswer?.id}
                onRetry={() => {
                  clearError()
                  void regenerate()
                }}
                onWrite={(idea) => void writeAsScript(message.id, idea)}
              />
            </li>
          ),
        )}
        {status === 'submitted' && (
          <li className="text-sm text-muted-foreground" role="status">
            {t('thread.thinking')}
          </li>
        )}
      </ol>
      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
        >
          <span>{t(chatFailureKey(failure))}</span>
          {messages.some((m) => m.role === 'user') && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                clearError()
                void regenerate()
              }}
            >
              <RotateCcwIcon />
              {t('answer.retry')}
            </Button>
          )}
        </div>
      )}
      <div ref={bottom} />
      <form
        className="sticky bottom-0 flex items-end gap-2 border-t bg-background pt-3 pb-1"
        onSubmit={(event) => {
          event.preventDefault()
          submit(draft)
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('composer.label')}
        </label>
        <Textarea
          id="chat-input"
          value={draft}
          rows={2}
          maxLength={4000}
          placeholder={t('composer.placeholder')}
          className="min-h-12 flex-1 resize-none"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              submit(draft)
            }
          }}
        />
        {busy ? (
          <Button type="button" variant="outline" onClick={() => void stop()}>
            <SquareIcon />
            {t('composer.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!draft.trim()}>
            <SendIcon />
            {t('composer.send')}
          </Button>
        )}
      </form>
    </div>
  )
}
