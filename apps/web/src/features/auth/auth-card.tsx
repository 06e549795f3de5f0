import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { AuthLayout } from './auth-layout'

export const authLinkClass = 'underline underline-offset-4 hover:text-primary'

/** The card every pre-login page shows inside AuthLayout; `legal` adds the terms/privacy notice. */
export function AuthCard({
  title,
  description,
  legal = false,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  legal?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('auth')
  return (
    <AuthLayout>
      <Card className="gap-4">
        <CardHeader>
          {/* The page's one h1 (the auth pages have no other heading), styled as a card title. */}
          <h1 data-slot="card-title" className="text-xl leading-none font-semibold tracking-tight">
            {title}
          </h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {legal && (
          <CardFooter>
            <p className="px-4 text-center text-sm text-muted-foreground">
              <TaggedText
                text={t('legalNotice')}
                components={{
                  terms: <Link to="/terms" className={authLinkClass} />,
                  privacy: <Link to="/privacy" className={authLinkClass} />,
                }}
              />
            </p>
          </CardFooter>
        )}
      </Card>
    </AuthLayout>
  )
}
