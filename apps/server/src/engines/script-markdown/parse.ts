/**
 * The server reads script Markdown with the same reader as the web (the contract's craft), so a
 * stored script is what the creator watched stream in.
 */
export { parseScriptMarkdown } from '@hookline/contract/script-markdown'
