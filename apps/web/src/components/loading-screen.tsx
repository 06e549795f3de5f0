import { LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Shown while the session check runs ('加载中...' in Chinese). */
export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh w-full items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircleIcon className="size-5 animate-spin" />
      <span className="text-sm">{t('layout.loading')}</span>
    </div>
  )
}
