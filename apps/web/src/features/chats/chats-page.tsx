import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { ArrowLeftIcon, MessagesSquareIcon, PlugIcon, PlusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PLATFORM_IDS, type Platform } from '@hookline/contract/platforms'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { modelLabel, parseEngineLabel } from '@/lib/model-labels'
import { cn } from '@/lib/utils'
import { createChat, useChatMutation } from './api/chats-mutations'
import { chatQueryOptions, chatsQueryOptions } from './api/chats-queries'
import { ChatConversation } from './components/chat-conversation'
import { ChatThreadList } from './components/chat-thread-list'

/** /chats: brainstorm threads with the creator's model. */
export function ChatsPage() {
  const { t } = useTranslation('chats')
  const search = useSearch({ from: '/_authenticated/chats/' })
  const navigate = useNavigate({ from: '/chats/' })
  const [query, setQuery] = useState('')
  const [platform, setPlatform] = useState<Platform>('douyin')
  const list = useQuery(chatsQueryOptions(query))
  const thread = useQuery({ ...chatQueryOptions(search.thread ?? ''), enabled: Boolean(search.thread) })
  const create = useChatMutation(createChat)
  const attaching = useRef(false)

  const open = (id?: string) => void navigate({ search: { thread: id }, replace: !id })
  const start = (trends = search.attach ? [search.attach] : []) =>
    create.mutate(
      { platform: trends[0]?.platform ?? platform, trends },
      {
        onSuccess: (created) => void navigate({ search: { thread: created.id }, replace: true }),
        onError: () => toast({ variant: 'destructive', title: t('list.createFailed') }),
      },
    )

  // Hot Discoveries' "attach": a new thread with the item as context, once.
  const available = list.data?.model.available
  useEffect(() => {
    if (!search.attach || !available || attaching.current) return
    attaching.current = true
    start([search.attach])
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per attached item
  }, [search.attach, available])

  if (list.isPending) return <Skeleton className="m-6 h-64" />
  if (list.isError)
    return (
      <PageContainer title={t('title')}>
        <p role="alert">{t('errors.load')}</p>
      </PageContainer>
    )

  const model = list.data.model
  if (!model.available)
    return (
      <PageContainer title={t('title')} description={t('subtitle')}>
        <EmptyState icon={PlugIcon} title={t('noModel.title')} description={t('noModel.description')}>
          <Button asChild>
            <Link to="/apps">{t('noModel.connect')}</Link>
          </Button>
        </EmptyState>
      </PageContainer>
    )

  const selected = search.thread
  const parsed = parseEngineLabel(model.label ?? '')
  const writer = parsed.kind === 'model' ? modelLabel(t, parsed.provider, parsed.model) : (model.label ?? '')
  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      actions={
        <div className="flex items-end gap-2">
          <label className="grid gap-1 text-xs text-muted-foreground" htmlFor="chat-platform">
            {t('list.platform')}
            <NativeSelect
              id="chat-platform"
              value={platform}
              onChange={(event) => setPlatform(event.target.value as Platform)}
              className="w-40"
            >
              {PLATFORM_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`platforms.${id}`, { ns: 'common' })}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={() => start([])} disabled={create.isPending}>
            <PlusIcon />
            {t('list.new')}
          </Button>
        </div>
      }
    >
      <p className="-mt-3 text-xs text-muted-foreground">
        {model.credits_per_message > 0
          ? t('modelLine', { model: writer, count: model.credits_per_message })
          : t('modelLineFree', { model: writer })}
      </p>
      <div className="grid flex-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className={cn('min-w-0', selected && 'hidden lg:block')}>
          <ChatThreadList
            threads={list.data.items}
            selected={selected}
            query={query}
            onQuery={setQuery}
            onDeleted={(id) => id === selected && open(undefined)}
          />
        </div>
        <section className={cn('flex min-w-0 flex-col', !selected && 'hidden lg:flex')} aria-label={t('thread.label')}>
          {selected && (
            <Button variant="ghost" size="sm" className="mb-2 w-fit lg:hidden" onClick={() => open(undefined)}>
              <ArrowLeftIcon />
              {t('thread.back')}
            </Button>
          )}
          {!selected ? (
            <EmptyState icon={MessagesSquareIcon} title={t('empty.title')} description={t('empty.description')}>
              <Button onClick={() => start([])} disabled={create.isPending}>
                <PlusIcon />
                {t('list.new')}
              </Button>
            </EmptyState>
          ) : thread.isPending ? (
            <Skeleton className="h-64" />
          ) : thread.isError ? (
            <p role="alert">{t('errors.gone')}</p>
          ) : (
            <>
              <h2 className="mb-3 truncate text-lg font-semibold">{thread.data.title}</h2>
              <ChatConversation key={thread.data.id} thread={thread.data} />
            </>
          )}
        </section>
      </div>
    </PageContainer>
  )
}
