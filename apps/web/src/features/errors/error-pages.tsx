import { useTranslation } from 'react-i18next'
import { ErrorView } from './error-view'

/** One page per error code (401, 403, 404, 500, 503); texts live in errors.json under pages.<code>. */
function ErrorPage({ code, minimal }: { code: '401' | '403' | '404' | '500' | '503'; minimal?: boolean }) {
  const { t } = useTranslation('errors')
  return (
    <main id="content">
      <ErrorView
        code={code}
        title={t(`pages.${code}.title`)}
        description={t(`pages.${code}.description`)}
        minimal={minimal}
      />
    </main>
  )
}

export const UnauthorizedError = () => <ErrorPage code="401" />
export const ForbiddenError = () => <ErrorPage code="403" />
export const NotFoundError = () => <ErrorPage code="404" />
export const InternalServerError = () => <ErrorPage code="500" />
export const MaintenanceError = () => <ErrorPage code="503" />

/** Unknown routes: the 404 page, labelled 'Not Found'. */
export function NotFoundFallback() {
  const { t } = useTranslation('errors')
  return (
    <ErrorView
      code="404"
      eyebrow={t('notFound')}
      title={t('pages.404.title')}
      description={t('pages.404.description')}
    />
  )
}
