import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { CheckIcon, LoaderCircleIcon, PencilIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TITLE_MAX_LENGTH } from '@hookline/contract'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useRenameScriptMutation } from '../api/rename-script'

/**
 * The conversation title has a display mode and an edit mode, toggled by a click,
 * Save or Cancel; the toasts are 'Title updated' and 'Failed to update title'.
 */
export function ConversationTitle({ scriptId, title }: { scriptId: string; title: string }) {
  const { t } = useTranslation('scripts')
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(title)
  const rename = useRenameScriptMutation({
    onSuccess: () => {
      setEditing(false)
      toast({ variant: 'success', title: t('titleEdit.updated') })
    },
    onError: () => toast({ variant: 'destructive', title: t('titleEdit.failed') }),
  })

  const open = () => {
    setDraft(title)
    setEditing(true)
  }
  const cancel = () => {
    setDraft(title)
    setEditing(false)
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    const next = draft.trim()
    if (!next) return
    if (next === title) return setEditing(false)
    rename.mutate({ id: scriptId, title: next })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      cancel()
    }
  }

  if (!editing) {
    return (
      <h1 className="min-w-0 text-xl font-bold tracking-tight sm:text-2xl">
        <button
          type="button"
          onClick={open}
          title={t('titleEdit.edit')}
          className="group -mx-1.5 inline-flex max-w-full items-center gap-2 rounded-md px-1.5 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="break-words">{title || t('titleEdit.add')}</span>
          <PencilIcon
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground opacity-60 transition-opacity group-hover:opacity-100"
          />
          <span className="sr-only">{t('titleEdit.edit')}</span>
        </button>
      </h1>
    )
  }

  return (
    <form onSubmit={save} className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:flex-nowrap">
      <Input
        autoFocus
        aria-label={t('titleEdit.label')}
        value={draft}
        maxLength={TITLE_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        className="h-10 min-w-0 flex-1 text-lg font-semibold md:text-lg"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!draft.trim() || rename.isPending}>
          {rename.isPending ? <LoaderCircleIcon className="animate-spin" /> : <CheckIcon />}
          {t('titleEdit.save')}
        </Button>
        <Button type="button" variant="outline" onClick={cancel} disabled={rename.isPending}>
          <XIcon />
          {t('titleEdit.cancel')}
        </Button>
      </div>
    </form>
  )
}
