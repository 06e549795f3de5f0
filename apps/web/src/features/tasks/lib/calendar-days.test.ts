import { describe, expect, it } from 'vitest'
import { addDays, addMonths, monthGrid, startOfWeek, today, weekDays } from './calendar-days'

describe('calendar days', () => {
  it('starts a week on Monday, whatever day it is given', () => {
    expect(startOfWeek('2026-11-28')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23')
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
  })

  it('crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
  })

  it('lays a month out in whole weeks', () => {
    const november = monthGrid('2026-11-10')
    expect(november.length % 7).toBe(0)
    expect(november[0]).toBe('2026-10-26')
    expect(november.at(-1)).toBe('2026-12-06')
    expect(november).toContain('2026-11-30')
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGrid('2027-02-14')).toHaveLength(28)
  })

  it("reads today in the creator's own zone", () => {
    expect(today(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-28')
  })
})
