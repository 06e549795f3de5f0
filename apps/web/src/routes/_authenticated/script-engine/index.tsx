import { createFileRoute } from '@tanstack/react-router'
import { ScriptEnginePage } from '@/features/script-engine/script-engine-page'
import { validateScriptEngineSearch } from '@/features/script-engine/lib/script-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/script-engine/')({
  loader: loadTranslations('scripts'),
  validateSearch: validateScriptEngineSearch,
  component: ScriptEnginePage,
})
