/** Platform length units live in the contract beside the rules that use them (craft/text-measure.ts). */
export { textLength, unitDescription, type LengthUnit } from '@hookline/contract'
