import { createFileRoute } from '@tanstack/react-router'
import { ScriptConversationPage } from '@/features/script-engine/script-conversation-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/script-engine/$id')({
  loader: loadTranslations('scripts'),
  component: function ScriptConversationRoute() {
    const { id } = Route.useParams()
    // Keyed by id: another conversation starts with its own selection and dialogs.
    return <ScriptConversationPage key={id} scriptId={id} />
  },
})
