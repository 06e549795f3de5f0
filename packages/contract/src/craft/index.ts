/**
 * The craft rules, the script check and a script's length, zod-free, for server and web alike:
 * '@hookline/contract/script-check'. The reader of script Markdown ('@hookline/contract/script-markdown')
 * and text fitting ('@hookline/contract/fit-text') have entries of their own, so a page that checks
 * a script does not carry them.
 */
export * from './platform-rules'
export * from './text-measure'
export * from './claims'
export * from './wording-rules'
export * from './script-check'
export * from './script-seconds'
