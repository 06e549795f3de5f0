/** Paired brackets and quotes live in the contract's craft, shared by the Markdown reader and text fitting. */
export { PAIRS, unwrap } from '@hookline/contract/fit-text'
