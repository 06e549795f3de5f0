/**
 * The craft rules, the script check, a script's length, text fitting and the reader of script
 * Markdown, zod-free, for server and web alike: '@hookline/contract/script-check'.
 */
export * from './platform-rules'
export * from './text-measure'
export * from './claims'
export * from './wording-rules'
export * from './script-check'
export * from './script-seconds'
export * from './text-pairs'
export * from './fit-text'
export * from './fit-seconds'
export { parseScriptMarkdown, type ParsedScript } from './script-markdown/parse'
export { readSeconds } from './script-markdown/parse-lines'
export * from './script-markdown/layout'
