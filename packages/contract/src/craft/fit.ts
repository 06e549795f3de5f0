/** Text fitted to a length or to its seconds, for the engines: '@hookline/contract/fit-text'. */
export * from './text-pairs'
export * from './fit-text'
export * from './fit-seconds'
