import { describe, expect, it } from 'vitest'
import { activityFilterOf, isActivityFiltered } from '@/features/audit/activity-filter'
import { ActivitySearch, RECORD_TYPE_PARAMS } from '@/features/audit/activity-search'
import { AUDIT_AREAS, AUDIT_RECORD_TYPES } from '@/shared/audit-filter'

describe("the Activity screen's URL (issue 31)", () => {
  it('keeps the filters a link gives, and drops what it cannot use instead of failing', () => {
    const link = {
      person: 'Ada',
      area: 'products',
      action: 'product.',
      type: 'product',
      id: '4f1c',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'PTO',
    }
    const search = ActivitySearch.parse(link)
    expect(search).toEqual(link)
    expect(ActivitySearch.parse({ area: 'billing', type: 'invoice', from: '2026-13-45', to: 'soon' })).toEqual({})
    expect(isActivityFiltered(ActivitySearch.parse({}))).toBe(false)
    expect(isActivityFiltered(search)).toBe(true)
  })

  it('takes every area and kind of record the server files events under', () => {
    for (const area of AUDIT_AREAS) expect(ActivitySearch.parse({ area })).toEqual({ area })
    expect(RECORD_TYPE_PARAMS.map((type) => type.toUpperCase())).toEqual([...AUDIT_RECORD_TYPES])
  })

  it("asks the server for the record's type in its own spelling and the days from start to end", () => {
    const filter = activityFilterOf({ type: 'order', id: '1042', from: '2026-11-01', to: '2026-11-30', q: 'late' })
    expect(filter).toEqual({
      recordType: 'ORDER',
      recordId: '1042',
      from: new Date(2026, 10, 1).toISOString(),
      // To is exclusive on the server: the end of the 30th is the start of December 1st.
      to: new Date(2026, 11, 1).toISOString(),
      search: 'late',
    })
    expect(activityFilterOf({})).toEqual({})
    // The server refuses an id without its kind of record: it waits until the type is chosen.
    expect(activityFilterOf({ id: '1042' })).toEqual({})
  })

  it('leaves out a range that ends before it starts, as the screen says beside the dates', () => {
    expect(activityFilterOf({ person: 'Ada', from: '2026-11-30', to: '2026-11-01' })).toEqual({ person: 'Ada' })
  })
})
