import { parseArgument } from '@/server/parse-input'
import { isUuid } from '@/server/repositories/uuid'
import type { RequestLoaders } from '@/server/services/shared/request-loaders'
import { listCursor, parseListCursor } from '@/server/services/shared/list-cursor'
import { pageSizeSchema } from '@/shared/paging'

const CURSOR_KIND = 'order-event'
/** The page when `first` is left out (as the schema's default says). */
const DEFAULT_PAGE = 20

/**
 * A page of the order's timeline, newest first (keyset: `after` is the nextCursor of the page before), and the cursor
 * of the page after it. `first` is refused outside 1 to the longest page any list serves.
 */
export async function orderTimelinePage(
  loaders: RequestLoaders,
  orderId: number,
  after: string | null | undefined,
  first: number | null | undefined,
) {
  const size = parseArgument('first', pageSizeSchema('First'), first ?? DEFAULT_PAGE)
  const afterId = after
    ? parseListCursor(CURSOR_KIND, 'after', after, (id) => (isUuid(id) ? id : undefined))
    : undefined
  const rows = await loaders.orderTimeline.load({ orderId, afterId, limit: size + 1 })
  const events = rows.slice(0, size)
  const last = events.at(-1)
  return { events, nextCursor: rows.length > size && last ? listCursor(CURSOR_KIND, last.id) : null }
}
