import { describe, expect, it } from 'vitest'
import { shownTimeline } from '@/features/orders/order-timeline'

/** Events e<n> for these n, newest first, as a page whose cursor says whether older ones follow. */
const page = (ids: number[], more: boolean) => ({
  events: ids.map((id) => ({ id: `e${id}`, type: 'EDITED', message: `Edit ${id}`, actorName: 'A', createdAt: '' })),
  nextCursor: more ? `after-e${ids.at(-1)}` : null,
})
const ids = (shown: ReturnType<typeof shownTimeline>) => shown.events.map((event) => event.id)
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index)

describe('shownTimeline', () => {
  it('shows the newest page alone when nothing older was loaded', () => {
    const newest = page(range(50, 41), true)
    expect(shownTimeline(newest, [newest])).toEqual({ events: newest.events, hasOlder: true, stale: false })
  })

  it('shows the whole timeline with nothing older when the newest page holds it all', () => {
    expect(shownTimeline(page([3, 2, 1], false), [page([2, 1], false)])).toMatchObject({ hasOlder: false })
  })

  it('keeps the older pages below a newer newest page, without a gap or a repeat', () => {
    const loaded = [page(range(50, 41), true), page(range(40, 31), true)]
    const shown = shownTimeline(page(range(53, 44), true), loaded)
    expect(ids(shown)).toEqual(range(53, 31).map((id) => `e${id}`))
    expect(shown).toMatchObject({ hasOlder: true, stale: false })
  })

  it('says no older events remain when the last loaded page was the oldest', () => {
    const loaded = [page(range(50, 41), true), page(range(40, 31), false)]
    expect(shownTimeline(page(range(50, 41), true), loaded).hasOlder).toBe(false)
  })

  it('asks for the loaded pages again once more new events came than a page holds', () => {
    const loaded = [page(range(50, 41), true), page(range(40, 31), true)]
    const shown = shownTimeline(page(range(70, 61), true), loaded)
    expect(shown).toMatchObject({ hasOlder: true, stale: true })
    expect(ids(shown)).toEqual(range(70, 61).map((id) => `e${id}`))
  })
})
