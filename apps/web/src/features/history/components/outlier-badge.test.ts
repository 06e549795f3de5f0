import { describe, expect, it } from 'vitest'
import { OUTLIER_MARK } from '@hookline/contract'
import { HISTORY_OUTLIER_MARK } from './outlier-badge'

describe('History outlier mark', () => {
  it('marks from the same score as the contract', () => {
    expect(HISTORY_OUTLIER_MARK).toBe(OUTLIER_MARK)
  })
})
