import { createContext, useContext } from 'react'
import type { Task } from '@hookline/contract'

/** Opens a published video's results (link and figures) from any card, on the board or the calendar. */
export const OpenResultsContext = createContext<((task: Task) => void) | null>(null)

export const useOpenResults = () => useContext(OpenResultsContext)
