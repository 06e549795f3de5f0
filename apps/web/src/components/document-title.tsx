import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/**
 * The page name of each route, as i18n keys (the sidebar's labels where there is one), so the
 * tab, history and bookmarks say which page it is. Routes not listed show the app name.
 */
const PAGE_TITLE_KEYS: Record<string, string> = {
  '/script-engine': 'common:nav.creation',
  '/script-engine/$id': 'common:nav.creation',
  '/history': 'common:nav.history',
  '/hot': 'common:nav.hot',
  '/hot/list': 'common:nav.hotList',
  '/hot/watches': 'common:nav.watches',
  '/tasks': 'common:nav.tasks',
  '/apps': 'common:nav.apps',
  '/chats': 'common:nav.chats',
  '/users': 'common:nav.users',
  '/users/jobs': 'common:nav.jobs',
  '/settings': 'common:nav.billing',
  '/settings/account': 'common:nav.account',
  '/settings/appearance': 'common:nav.appearance',
  '/settings/display': 'common:nav.display',
  '/settings/notifications': 'common:nav.notifications',
  '/settings/voice': 'common:nav.voice',
  '/help-center': 'common:nav.helpCenter',
  '/sign-in': 'common:nav.signIn',
  '/sign-up': 'common:nav.signUp',
  '/forgot-password': 'common:nav.forgotPassword',
  '/otp': 'common:nav.otp',
  '/401': 'common:nav.unauthorized',
  '/403': 'common:nav.forbidden',
  '/404': 'common:nav.notFound',
  '/500': 'common:nav.internalServerError',
  '/503': 'common:nav.maintenanceError',
  '/terms': 'common:nav.terms',
  '/privacy': 'common:nav.privacy',
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

/** Keeps document.title on "<page> · Hookline", in the current language. */
export function DocumentTitle() {
  const fullPath = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath ?? '/' })
  const key = PAGE_TITLE_KEYS[withoutTrailingSlash(fullPath)]
  const { t, i18n } = useTranslation('common')
  const page = key ? t(key) : ''
  useEffect(() => {
    document.title = page ? t('common:documentTitle', { page }) : t('common:appName')
  }, [page, t, i18n.resolvedLanguage])
  return null
}
