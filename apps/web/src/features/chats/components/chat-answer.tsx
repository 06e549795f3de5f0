import { BotIcon, FileTextIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { textOf, type ChatUIMessage } from '../lib/chat-messages'
import { ChatMarkdown } from './chat-markdown'

/** One answer: its Markdown, what became of it (stopped, failed), Retry on the last, and "write this as a script". */
export function ChatAnswer({
  message,
  streaming,
  writing,
  canRetry,
  onRetry,
  onWrite,
}: {
  message: ChatUIMessage
  streaming: boolean
  writing: boolean
  canRetry: boolean
  onRetry: () => void
  onWrite: () => void
}) {
  const { t } = useTranslation('chats')
  const text = textOf(message)
  const status = message.metadata?.status
  return (
    <article className="grid gap-2 rounded-2xl border bg-card px-4 py-3" data-testid="chat-answer">
      <h3 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <BotIcon aria-hidden className="size-3.5" />
        {t('answer.partner')}
      </h3>
      {text ? (
        <ChatMarkdown text={text} />
      ) : (
        !streaming && <p className="text-sm text-muted-foreground">{t('answer.empty')}</p>
      )}
      {streaming && <span aria-hidden className="inline-block h-4 w-2 animate-pulse rounded-[2px] bg-primary/70" />}
      {(status === 'stopped' || status === 'failed') && (
        <p className="text-xs text-muted-foreground">{t(status === 'stopped' ? 'answer.stopped' : 'answer.failed')}</p>
      )}
      {!streaming && (
        <div className="flex flex-wrap gap-2">
          {message.metadata?.stored && text.trim() && (
            <Button size="sm" variant="outline" onClick={onWrite} disabled={writing}>
              {writing ? <Loader2Icon className="animate-spin" /> : <FileTextIcon />}
              {t('answer.writeScript')}
            </Button>
          )}
          {canRetry && (
            <Button size="sm" variant="ghost" onClick={onRetry}>
              <RotateCcwIcon />
              {t('answer.retry')}
            </Button>
          )}
        </div>
      )}
    </article>
  )
}
