import type { Language, Script, ScriptFormat } from '@hookline/contract'

/** What an example was written for, so the prompt can say "for the topic X, N s" before showing it. */
export interface ExampleBrief {
  topic: string
  format: ScriptFormat
  targetSeconds: number
}

/** One hand-written script that passes every rule of the script check for its platform and language. */
export interface ScriptExample extends ExampleBrief {
  script: Script
}

export type PlatformExamples = Record<Language, ScriptExample>
