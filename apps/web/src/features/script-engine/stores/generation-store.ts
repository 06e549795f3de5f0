import { create } from 'zustand'
import type { GenerateRequest } from '@hookline/contract'

/**
 * connecting: request sent, nothing streamed yet; streaming: deltas arriving; repairing: the
 * answer has streamed and the server is checking it and asking the model to fix what failed;
 * stopped: the creator pressed Stop and the server is saving what streamed as an incomplete version.
 */
export type LiveStatus = 'connecting' | 'streaming' | 'repairing' | 'stopped'

/** The live view's status line for each status (scripts namespace). */
export const LIVE_STATUS_KEYS: Record<LiveStatus, string> = {
  connecting: 'live.connecting',
  streaming: 'live.writing',
  repairing: 'generation.repairing',
  stopped: 'status.incomplete',
}

export interface LiveGeneration {
  request: GenerateRequest
  text: string
  status: LiveStatus
}

interface GenerationState {
  /** One generation at most per conversation, keyed by its id; kept across page changes. */
  live: Record<string, LiveGeneration>
  begin: (scriptId: string, request: GenerateRequest) => void
  append: (scriptId: string, text: string) => void
  markRepairing: (scriptId: string) => void
  markStopped: (scriptId: string) => void
  end: (scriptId: string) => void
}

export const useGenerationStore = create<GenerationState>()((set) => ({
  live: {},
  begin: (scriptId, request) =>
    set((state) => ({ live: { ...state.live, [scriptId]: { request, text: '', status: 'connecting' } } })),
  append: (scriptId, text) =>
    set((state) => {
      const current = state.live[scriptId]
      if (!current || current.status === 'stopped') return state
      return { live: { ...state.live, [scriptId]: { ...current, text: current.text + text, status: 'streaming' } } }
    }),
  markRepairing: (scriptId) =>
    set((state) => {
      const current = state.live[scriptId]
      if (!current || current.status === 'stopped') return state
      return { live: { ...state.live, [scriptId]: { ...current, status: 'repairing' } } }
    }),
  markStopped: (scriptId) =>
    set((state) => {
      const current = state.live[scriptId]
      return current ? { live: { ...state.live, [scriptId]: { ...current, status: 'stopped' } } } : state
    }),
  end: (scriptId) =>
    set((state) => {
      const { [scriptId]: _ended, ...rest } = state.live
      return { live: rest }
    }),
}))

export const useLiveGeneration = (scriptId: string) => useGenerationStore((state) => state.live[scriptId])
