import * as z from 'zod/mini'
import { searchId, searchTrend } from '@/lib/search-params'

/** /chats?thread=…&attach={…}: the open thread, and a trending item Hot Discoveries attaches to a new one. */
export const chatsSearchSchema = z.object({ thread: searchId, attach: searchTrend })
