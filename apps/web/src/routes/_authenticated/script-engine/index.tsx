import { createFileRoute } from '@tanstack/react-router'
import { ScriptEnginePage } from '@/features/script-engine/script-engine-page'
import { prefetchBriefPage } from '@/features/script-engine/api/prefetch-brief-page'
import { scriptEngineSearchSchema } from '@/features/script-engine/lib/script-search'
import { loadTranslations } from '@/lib/i18n'

/** The page's reads and its strings: asked for at boot when the app opens here, else by the loader. */
const loadBriefPage = () => {
  prefetchBriefPage()
  return loadTranslations('scripts')()
}

export const Route = createFileRoute('/_authenticated/script-engine/')({
  loader: loadBriefPage,
  staticData: { prefetch: () => void loadBriefPage() },
  validateSearch: scriptEngineSearchSchema,
  component: ScriptEnginePage,
})
