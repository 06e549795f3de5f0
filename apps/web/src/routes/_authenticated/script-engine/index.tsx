import { createFileRoute } from '@tanstack/react-router'
import { ScriptEnginePage } from '@/features/script-engine/script-engine-page'
import { validateScriptEngineSearch } from '@/features/script-engine/lib/script-search'

export const Route = createFileRoute('/_authenticated/script-engine/')({
  validateSearch: validateScriptEngineSearch,
  component: ScriptEnginePage,
})
