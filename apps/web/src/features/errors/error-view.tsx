import { useNavigate, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Button } from '@/components/ui/button'

export interface ErrorViewProps {
  code: string
  title: string
  description?: string
  /** Extra line above the code (the not-found fallback reads 'Not Found'). */
  eyebrow?: string
  /** Minimal variants have no buttons. */
  minimal?: boolean
  className?: string
}

/** Error page: code, title, message; 'Go Back' (one step back) and 'Back to Home' ('/'). */
export function ErrorView({ code, title, description, eyebrow, minimal = false, className }: ErrorViewProps) {
  const { t } = useTranslation('errors')
  const navigate = useNavigate()
  const { history } = useRouter()
  return (
    <div className={cn('flex min-h-svh w-full flex-col items-center justify-center gap-2 px-6 text-center', className)}>
      {eyebrow && <p className="text-sm font-medium tracking-widest text-primary uppercase">{eyebrow}</p>}
      <p
        className="bg-gradient-to-b from-foreground to-foreground/40 bg-clip-text text-[7rem] leading-tight font-bold text-transparent"
        aria-hidden="true"
      >
        {code}
      </p>
      <h1 className="text-2xl font-semibold">
        <span className="sr-only">{code} </span>
        {title}
      </h1>
      {description && <p className="max-w-md text-balance text-muted-foreground">{description}</p>}
      {!minimal && (
        <div className="mt-6 flex gap-3">
          <Button variant="outline" onClick={() => history.go(-1)}>
            {t('actions.goBack')}
          </Button>
          <Button onClick={() => void navigate({ to: '/' })}>{t('actions.backToHome')}</Button>
        </div>
      )}
    </div>
  )
}
