import type { OrderEventPageItemFragment } from '@/gql/graphql'

/** The timeline as the card shows it. */
export interface ShownTimeline {
  events: OrderEventPageItemFragment['events']
  /** Whether the server holds events older than those shown. */
  hasOlder: boolean
  /** The loaded older events no longer continue the newest page (more new events came than a page holds): read them again. */
  stale: boolean
}

/**
 * The order's newest page as last read (an order change or a live update brings it) and, below it, the older events
 * loaded with Show more. Both run from the newest event of their time and a timeline only grows at its top, so the
 * loaded events after the newest page's last one continue it without a gap or a repeat.
 */
export function shownTimeline(
  newest: OrderEventPageItemFragment,
  loaded: readonly OrderEventPageItemFragment[],
): ShownTimeline {
  if (!newest.nextCursor) return { events: newest.events, hasOlder: false, stale: false }
  const older = loaded.flatMap((page) => page.events)
  const lastId = newest.events.at(-1)?.id
  const from = older.findIndex((event) => event.id === lastId)
  if (from < 0) return { events: newest.events, hasOlder: true, stale: true }
  return {
    events: [...newest.events, ...older.slice(from + 1)],
    hasOlder: loaded.at(-1)?.nextCursor != null,
    stale: false,
  }
}
