import { useState, type FormEvent, type ReactNode } from 'react'
import { LoaderCircleIcon, type LucideIcon } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

export interface ConfirmDialogProps {
  /** Controlled when given; otherwise `trigger` opens it and the dialog keeps its own state. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The button that opens it: focus goes back there when the dialog closes. */
  trigger?: ReactNode
  title: ReactNode
  /** Shown before the title, e.g. a warning sign. */
  titleIcon?: ReactNode
  description: ReactNode
  cancelLabel: string
  confirmLabel: string
  confirmIcon?: LucideIcon
  /** Red confirm button: the answer loses something (a script, a connection, a session). */
  destructive?: boolean
  /** The caller's own work is running (a mutation): confirm shows a spinner and waits. */
  pending?: boolean
  disabled?: boolean
  /**
   * The answer. The dialog closes when it returns, or when its promise resolves (a spinner shows
   * meanwhile); it stays open when it returns false or its promise rejects, so the creator can try
   * again. The caller tells why (a toast, a field error): the rejection is not shown again here.
   */
  onConfirm: () => void | false | Promise<unknown>
  /** Called by Cancel before the dialog closes (Escape closes without it). */
  onCancel?: () => void
  /** Fields the answer needs (a password, a new title): the dialog becomes a form that confirm submits. */
  children?: ReactNode
  /** A third way out, between Cancel and confirm. */
  extraAction?: ReactNode
  onCloseAutoFocus?: (event: Event) => void
  'data-testid'?: string
}

/**
 * The one way to ask before doing something: an alert dialog, so a screen reader says it needs an
 * answer, and Cancel is focused first because keeping things as they are is the safe answer.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  titleIcon,
  description,
  cancelLabel,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  destructive = false,
  pending = false,
  disabled = false,
  onConfirm,
  onCancel,
  children,
  extraAction,
  onCloseAutoFocus,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const [running, setRunning] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const busy = pending || running

  const confirm = async () => {
    if (busy || disabled) return
    const answer = onConfirm()
    if (answer === false) return
    if (answer instanceof Promise) {
      setRunning(true)
      try {
        await answer
      } catch {
        return
      } finally {
        setRunning(false)
      }
    }
    setOpen(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // React sends a portal's events up its component tree: a form around the dialog's opener must not submit too.
    event.stopPropagation()
    void confirm()
  }

  const form = children !== undefined
  const Icon = busy ? LoaderCircleIcon : ConfirmIcon
  const body = (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle className={titleIcon ? 'flex items-center gap-2' : undefined}>
          {titleIcon}
          {title}
        </AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel type="button" onClick={onCancel}>
          {cancelLabel}
        </AlertDialogCancel>
        {extraAction}
        <Button
          type={form ? 'submit' : 'button'}
          variant={destructive ? 'destructive' : 'default'}
          disabled={disabled || busy}
          onClick={form ? undefined : () => void confirm()}
        >
          {Icon && <Icon aria-hidden className={busy ? 'animate-spin' : undefined} />}
          {confirmLabel}
        </Button>
      </AlertDialogFooter>
    </>
  )

  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        {form ? (
          <form onSubmit={submit} noValidate className="grid gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  )
}
