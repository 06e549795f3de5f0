import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { localesBackend } from '@/lib/i18n-backend'
import { FIRST_SCREEN_RESOURCES } from '@/lib/i18n-first-screen'
import type { Preferences } from '@hookline/contract'
import { STORAGE_KEYS, storage } from '@/lib/storage'
import { PREFERENCES_APPLIED, savePreferences } from '@/lib/preferences'
import { addDurationFormat } from '@/components/duration'

export const LANGUAGES = ['zh', 'en'] as const
export type AppLanguage = (typeof LANGUAGES)[number]

/** Chinese (zh) is the default whatever the browser says; only the stored choice changes it. */
export function storedLanguage(): AppLanguage {
  return storage.get(STORAGE_KEYS.language) === 'en' ? 'en' : 'zh'
}

export const htmlLang = (lng: string) => (lng === 'en' ? 'en' : 'zh-CN')

void i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // No fallback language: both languages hold every key (test/translations.test.ts), and with
    // one, English pages also fetched each namespace's Chinese file beside their own.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common', 'errors'],
    // Bundled zh namespaces are used as they are; the backend loads only what is missing.
    resources: FIRST_SCREEN_RESOURCES,
    partialBundledLanguages: true,
    defaultNS: 'common',
    // Up to 10 parallel reads, 5 retries, 350 ms first delay (i18next doubles it).
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })

// {{count, duration}}: "75 秒", past 90 s "2 分 30 秒" (components/duration.ts).
addDurationFormat(i18n)

// document.title follows the route and the language: components/document-title.tsx.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = htmlLang(lng)
})

/** Saves and applies a language choice, in this browser and, signed in, on the account. */
export function changeLanguage(lng: AppLanguage) {
  storage.set(STORAGE_KEYS.language, lng)
  savePreferences({ language: lng })
  return i18n.changeLanguage(lng)
}

/** The account's language, applied at sign-in without saving it back. */
window.addEventListener(PREFERENCES_APPLIED, (event) => {
  const language = (event as CustomEvent<Preferences>).detail.language
  if (!language || language === i18n.language) return
  storage.set(STORAGE_KEYS.language, language)
  void i18n.changeLanguage(language)
})

export default i18n

/**
 * A route's loader for the namespaces its page reads, so they load beside the page's chunk and
 * the user's request. A namespace first asked for while the page renders suspends it after the
 * shell has shown, and React then holds the page back until 300 ms after its fallback appeared
 * (it throttles Suspense reveals), so a page would paint that much after its last request had
 * answered.
 */
export const loadTranslations = (namespace: string) => () => {
  // Offline, the request would be retried for seconds while the page waits: the router would hold
  // it instead of showing the offline page (a chunk not loaded yet) or the page (the namespace,
  // if missing, then loads as the page renders, as it always could).
  if (!navigator.onLine) return
  return i18n.loadNamespaces(namespace)
}
