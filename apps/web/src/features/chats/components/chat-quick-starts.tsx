import { useState } from 'react'
import { LightbulbIcon, ListOrderedIcon, MessageSquareWarningIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CHAT_QUICK_STARTS, type ChatQuickStart } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

const ICONS = { angles: LightbulbIcon, titles: ListOrderedIcon, comments: MessageSquareWarningIcon } as const

/** A new thread's quick starts: a topic, then angles, ten titles, or what the comments will argue about. */
export function ChatQuickStarts({
  disabled,
  onStart,
}: {
  disabled: boolean
  onStart: (kind: ChatQuickStart, topic: string) => void
}) {
  const { t } = useTranslation('chats')
  const [topic, setTopic] = useState('')
  return (
    <section className="grid gap-3 rounded-2xl border border-dashed p-4" aria-labelledby="quick-starts-title">
      <div className="space-y-1">
        <h2 id="quick-starts-title" className="font-semibold">
          {t('quick.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('quick.description')}</p>
      </div>
      <label htmlFor="quick-topic" className="sr-only">
        {t('quick.topicLabel')}
      </label>
      <Input
        id="quick-topic"
        value={topic}
        maxLength={200}
        placeholder={t('quick.topicPlaceholder')}
        onChange={(event) => setTopic(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {CHAT_QUICK_STARTS.map((kind) => {
          const Icon = ICONS[kind]
          return (
            <Button
              key={kind}
              variant="secondary"
              size="sm"
              disabled={disabled || !topic.trim()}
              onClick={() => onStart(kind, topic)}
            >
              <Icon />
              {t(`quick.${kind}`)}
            </Button>
          )
        })}
      </div>
    </section>
  )
}
