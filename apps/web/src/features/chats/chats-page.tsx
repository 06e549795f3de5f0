import { MessagesSquareIcon } from 'lucide-react'
import { WorkspaceSectionPage } from '@/components/workspace-section-page'

/** SPEC §1: this section exists but its content is not specified yet. */
export const ChatsPage = () => <WorkspaceSectionPage section="chats" icon={MessagesSquareIcon} />
