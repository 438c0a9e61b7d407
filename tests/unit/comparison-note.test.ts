import { describe, expect, it } from 'vitest'
import { orderComparisonNote } from '@/features/dashboard/comparison-note'

describe('the dashboard comparison against a period before the first order (issue 29 item 11)', () => {
  it('names the day orders began when the previous period starts before it, and nothing otherwise', () => {
    expect(orderComparisonNote('2026-09-04T15:00:00Z', '2026-06-01T00:00:00Z')).toBe(
      'no orders before September 4, 2026',
    )
    expect(orderComparisonNote('2026-05-04T15:00:00Z', '2026-06-01T00:00:00Z')).toBeUndefined()
    expect(orderComparisonNote(null, '2026-06-01T00:00:00Z')).toBeUndefined()
  })
})
