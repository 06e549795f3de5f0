/** A script's length is the contract's `totalSeconds`, the one the creator is shown. */
export { totalSeconds } from '@hookline/contract/script-check'

/**
 * Splits `total` whole seconds over parts in proportion to `weights`, every part at least
 * `minimum`, summing exactly to `total` (largest-remainder rounding).
 */
export function allocateSeconds(total: number, weights: number[], minimum = 1): number[] {
  if (weights.length === 0) return []
  const floorTotal = Math.max(total, minimum * weights.length)
  const spare = floorTotal - minimum * weights.length
  const positive = weights.map((w) => (w > 0 ? w : 0))
  const positiveSum = positive.reduce((sum, w) => sum + w, 0)
  // All-zero weights mean "no preference": split evenly.
  const shares = positiveSum > 0 ? positive.map((w) => w / positiveSum) : weights.map(() => 1 / weights.length)
  const exact = shares.map((share) => share * spare)
  const parts = exact.map((x) => Math.floor(x))
  let left = spare - parts.reduce((sum, x) => sum + x, 0)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i] += 1
    left -= 1
  }
  return parts.map((x) => x + minimum)
}
