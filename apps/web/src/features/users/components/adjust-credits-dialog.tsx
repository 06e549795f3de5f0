import { useState } from 'react'
import { LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CREDIT_ADJUSTMENT_MAX, CREDIT_REASON_MAX_LENGTH, type AdminUser } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useAdjustCredits } from '../api/admin-users'

/** Grant or deduct credits with a reason; shows the balance the change leads to before it is made. */
export function AdjustCreditsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users')
  const [direction, setDirection] = useState<'grant' | 'deduct'>('grant')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({})
  const adjust = useAdjustCredits()
  const value = Number(amount)
  const delta = direction === 'grant' ? value : -value
  const valid = Number.isInteger(value) && value > 0 && value <= CREDIT_ADJUSTMENT_MAX

  const close = () => {
    setAmount('')
    setReason('')
    setErrors({})
    setDirection('grant')
    onClose()
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!user) return
    const found = {
      amount: valid
        ? user.credits + delta < 0
          ? t('adjust.belowZero', { balance: user.credits })
          : undefined
        : t('adjust.invalidAmount', { max: CREDIT_ADJUSTMENT_MAX }),
      reason: reason.trim() ? undefined : t('adjust.reasonRequired'),
    }
    setErrors(found)
    if (found.amount || found.reason) return
    adjust.mutate(
      { id: user.id, delta, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          toast({
            variant: 'success',
            title: t('adjust.done'),
            description: t('adjust.doneDescription', { email: updated.email, credits: updated.credits }),
          })
          close()
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('adjust.failed'),
            description: isApiError(error) ? apiErrorMessage(error) : undefined,
          }),
      },
    )
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('adjust.title')}</DialogTitle>
            <DialogDescription>
              {user && t('adjust.description', { email: user.email, credits: user.credits })}
            </DialogDescription>
          </DialogHeader>
          <div role="radiogroup" aria-label={t('adjust.direction')} className="grid grid-cols-2 gap-2">
            {(['grant', 'deduct'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                role="radio"
                aria-checked={direction === option}
                variant={direction === option ? 'default' : 'outline'}
                onClick={() => setDirection(option)}
              >
                {t(`adjust.${option}`)}
              </Button>
            ))}
          </div>
          <FormField label={t('adjust.amount')} error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoFocus
                value={amount}
                onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
              />
            )}
          </FormField>
          <FormField label={t('adjust.reason')} error={errors.reason}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={CREDIT_REASON_MAX_LENGTH}
                placeholder={t('adjust.reasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
          {user && valid && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('adjust.preview', { from: user.credits, to: user.credits + delta })}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending && <LoaderCircleIcon className="animate-spin" />}
              {t(direction === 'grant' ? 'adjust.submitGrant' : 'adjust.submitDeduct')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
