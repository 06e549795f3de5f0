import { createFileRoute } from '@tanstack/react-router'
import { ScriptEnginePage } from '@/features/script-engine/script-engine-page'
import { prefetchBriefPage } from '@/features/script-engine/api/prefetch-brief-page'
import { validateScriptEngineSearch } from '@/features/script-engine/lib/script-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/script-engine/')({
  loader: () => {
    prefetchBriefPage()
    return loadTranslations('scripts')()
  },
  staticData: { prefetch: prefetchBriefPage },
  validateSearch: validateScriptEngineSearch,
  component: ScriptEnginePage,
})
