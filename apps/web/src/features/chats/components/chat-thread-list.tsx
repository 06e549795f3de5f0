import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { MoreHorizontalIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ChatThreadSummary } from '@hookline/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { deleteChat, updateChat, useChatMutation } from '../api/chats-mutations'

/** The creator's threads: search by title, open, rename, delete. */
export function ChatThreadList({
  threads,
  selected,
  query,
  onQuery,
  onDeleted,
}: {
  threads: ChatThreadSummary[]
  selected?: string
  query: string
  onQuery: (q: string) => void
  onDeleted: (id: string) => void
}) {
  const { t } = useTranslation('chats')
  const [renaming, setRenaming] = useState<ChatThreadSummary | null>(null)
  const [deleting, setDeleting] = useState<ChatThreadSummary | null>(null)
  const [title, setTitle] = useState('')
  const rename = useChatMutation(({ id, title }: { id: string; title: string }) => updateChat(id, { title }))
  const remove = useChatMutation((id: string) => deleteChat(id))

  return (
    <nav aria-label={t('list.label')} className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3">
      <div className="relative">
        <SearchIcon aria-hidden className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <label htmlFor="chat-search" className="sr-only">
          {t('list.search')}
        </label>
        <Input
          id="chat-search"
          type="search"
          value={query}
          placeholder={t('list.search')}
          className="pl-8"
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      {threads.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{query ? t('list.noMatch') : t('list.empty')}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
          {threads.map((thread) => (
            <li key={thread.id} className="group flex items-center gap-1">
              <Link
                to="/chats"
                search={{ thread: thread.id }}
                aria-current={thread.id === selected ? 'page' : undefined}
                className={cn(
                  'min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-sm hover:bg-accent',
                  thread.id === selected && 'bg-accent font-medium',
                )}
              >
                {thread.title}
                <span className="ml-2 text-xs text-muted-foreground">
                  {t(`platforms.${thread.platform}`, { ns: 'common' })}
                </span>
              </Link>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('list.actions', { title: thread.title })}
                  >
                    <MoreHorizontalIcon />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem
                    onSelect={() => {
                      setTitle(thread.title)
                      setRenaming(thread)
                    }}
                  >
                    <PencilIcon />
                    {t('list.rename')}
                  </DropdownMenuItem>
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(thread)}>
                    <Trash2Icon />
                    {t('list.delete')}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t('list.renameTitle')}
        description={t('list.renameDescription')}
        cancelLabel={t('list.cancel')}
        confirmLabel={t('list.save')}
        disabled={!title.trim()}
        onConfirm={() => {
          if (!renaming) return
          return rename.mutateAsync(
            { id: renaming.id, title: title.trim() },
            { onError: () => toast({ variant: 'destructive', title: t('list.renameFailed') }) },
          )
        }}
      >
        <label htmlFor="chat-title" className="sr-only">
          {t('list.titleLabel')}
        </label>
        <Input id="chat-title" value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      </ConfirmDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('list.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('list.deleteDescription')}
        cancelLabel={t('list.cancel')}
        confirmLabel={t('list.delete')}
        destructive
        onConfirm={() => {
          if (!deleting) return
          const id = deleting.id
          return remove.mutateAsync(id, {
            onSuccess: () => onDeleted(id),
            onError: () => toast({ variant: 'destructive', title: t('list.deleteFailed') }),
          })
        }}
      />
    </nav>
  )
}
