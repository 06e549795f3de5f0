/** The craft rules and the script check, zod-free: '@hookline/contract/script-check'. */
export * from './platform-rules'
export * from './text-measure'
export * from './claims'
export * from './wording-rules'
export * from './script-check'
