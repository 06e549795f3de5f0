import { createFileRoute } from '@tanstack/react-router'
import { SettingsVoicePage } from '@/features/settings/voice/settings-voice-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/settings/voice')({
  // The hook library's strings are the chats page's, its hook types the script page's.
  loader: () => Promise.all([loadTranslations('chats')(), loadTranslations('scripts')()]),
  component: SettingsVoicePage,
})
