import { describeCheck, type ScriptCheck } from '@hookline/contract'

/**
 * What the repair turn tells the model: the check of the answer as it wrote it (never of a
 * mechanically changed one), its real totals first, so every figure is one the model can find in
 * its own text.
 */
export const repairFindings = (check: ScriptCheck): string[] => describeCheck(check)
