import type { Script } from '@hookline/contract'
import { parseScriptMarkdown } from '@hookline/contract/script-markdown'

/**
 * The part of a script that has streamed so far, read from its Markdown with the reader the server
 * stores the finished version with (the contract's parseScriptMarkdown), so the live view draws
 * what the saved version will hold, in its layout (cards, shot table), and the page does not jump
 * when the stream ends. Null until a section has begun: what comes before is shown as Markdown.
 */
export interface PartialScript {
  script: Script
  /** Which timed sections have begun: the view leaves out the ones still to come. */
  arrived: { hook: boolean; callToAction: boolean }
}

const said = (section: Script['hook']) => Boolean(section.voice_over || section.on_screen_text || section.shot)

export function partialScript(markdown: string): PartialScript | null {
  const { script, sections } = parseScriptMarkdown(markdown)
  if (sections.length === 0) return null
  return {
    script,
    // A one-table answer names its first and last rows as the hook and the call to action.
    arrived: {
      hook: sections.includes('hook') || said(script.hook),
      callToAction: sections.includes('callToAction') || said(script.call_to_action),
    },
  }
}
