import { useTranslation } from 'react-i18next'
import { useToast } from '@/hooks/use-toast'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast'

/** 5000 ms, swipe right past 50 px, F8 focuses the toasts; Radix pauses on hover/focus. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD = 50

export function Toaster() {
  const { t } = useTranslation()
  const { toasts, dismiss } = useToast()
  return (
    <ToastProvider
      label={t('toasts.label')}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => !next && dismiss(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('toasts.viewport')} />
    </ToastProvider>
  )
}
