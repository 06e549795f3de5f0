import { createFileRoute } from '@tanstack/react-router'
import { ChatsPage } from '@/features/chats/chats-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/chats/')({
  loader: loadTranslations('workspace'),
  component: ChatsPage,
})
