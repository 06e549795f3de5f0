import { useTranslation } from 'react-i18next'

/** The first tab stop jumps past the sidebar to the page content. */
export function SkipToMain() {
  const { t } = useTranslation()
  return (
    <a
      href="#content"
      className="fixed top-2 left-2 z-[999] -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground opacity-0 shadow transition focus:translate-y-0 focus:opacity-100"
    >
      {t('layout.skipToMain')}
    </a>
  )
}
