import { useMemo } from 'react'
import { BotIcon, ChevronDownIcon, FileTextIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { chatIdeas } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { textOf, type ChatUIMessage } from '../lib/chat-messages'
import { ChatMarkdown } from './chat-markdown'

/**
 * One answer: its Markdown, what became of it (stopped, failed), Retry on the last, and "write
 * this as a script": straight away for an answer of one idea, else a menu of its ideas' topics
 * (read as the server reads them, so the number picked is the idea the brief is made from).
 */
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
  onWrite: (idea?: number) => void
}) {
  const { t } = useTranslation('chats')
  const text = textOf(message)
  const status = message.metadata?.status
  const ideas = useMemo(() => (streaming ? [] : chatIdeas(text)), [streaming, text])
  const writeIcon = writing ? <Loader2Icon className="animate-spin" /> : <FileTextIcon />
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
          {message.metadata?.stored &&
            text.trim() &&
            (ideas.length > 1 ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button size="sm" variant="outline" disabled={writing}>
                    {writeIcon}
                    {t('answer.writeScript')}
                    <ChevronDownIcon aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start" className="max-w-[min(24rem,calc(100vw-2rem))]">
                  <DropdownMenuLabel>{t('answer.pickIdea')}</DropdownMenuLabel>
                  {ideas.map((idea, index) => (
                    <DropdownMenuItem key={index} className="items-start" onSelect={() => onWrite(index + 1)}>
                      <span aria-hidden className="w-4 shrink-0 text-right text-muted-foreground tabular-nums">
                        {index + 1}
                      </span>
                      <span className="line-clamp-2 min-w-0">{idea.topic}</span>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onWrite()} disabled={writing}>
                {writeIcon}
                {t('answer.writeScript')}
              </Button>
            ))}
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
