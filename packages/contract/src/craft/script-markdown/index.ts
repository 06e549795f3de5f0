/** The reader of script Markdown, for the server and the web's live view: '@hookline/contract/script-markdown'. */
export { parseScriptMarkdown, type ParsedScript } from './parse'
export { readSeconds } from './parse-lines'
export * from './layout'
