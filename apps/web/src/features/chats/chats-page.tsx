import { MessagesSquareIcon } from 'lucide-react'
import { WorkspaceSectionPage } from '@/components/workspace-section-page'

/** This section exists but its content is not specified yet. */
export const ChatsPage = () => <WorkspaceSectionPage section="chats" icon={MessagesSquareIcon} />
