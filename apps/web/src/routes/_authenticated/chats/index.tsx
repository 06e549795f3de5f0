import { createFileRoute } from '@tanstack/react-router'
import { ChatsPage } from '@/features/chats/chats-page'
import { chatsSearchSchema } from '@/features/chats/lib/chats-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/chats/')({
  validateSearch: chatsSearchSchema,
  loader: loadTranslations('chats'),
  component: ChatsPage,
})
