import { z } from 'zod/mini'
import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { parseOrderId } from '@/server/repositories/order-ids'
import { orderIdsMatching } from '@/server/repositories/order-repository'
import { parseOrderSearch } from '@/server/services/orders/order-search'
import { bulkSelectionSchema, type BulkSelection } from '@/shared/bulk-selection'
import { ORDER_EXPORT_MAX } from '@/shared/order-search'
import { SearchParametersSchema, type SearchParameter } from '@/shared/search-parameters'
import { countOf, formatCount } from '@/shared/count-text'

const OrderSelectionSchema = bulkSelectionSchema('Order', z.object({ parameters: SearchParametersSchema }))

export type OrderSelection = BulkSelection<{ parameters: readonly SearchParameter[] }>

const orderIdsOf = (ids: readonly string[]) => ids.flatMap((id) => parseOrderId(id) ?? [])

/**
 * The orders a bulk action means, by id: the ids given, or every order the search matches but the excepted ones. More
 * than 10,000 matching orders are refused: narrow the filters first.
 */
export async function selectedOrderIds(db: Db, selection: OrderSelection): Promise<number[]> {
  const { ids, matching } = parseInput(OrderSelectionSchema, selection, 'Invalid selection')
  if (!matching) return [...new Set(orderIdsOf(ids ?? []))].sort((a, b) => a - b)
  const criteria = parseOrderSearch(matching.filter.parameters)
  const found = await orderIdsMatching(db, criteria, orderIdsOf(matching.exceptIds), ORDER_EXPORT_MAX + 1)
  if (found.length > ORDER_EXPORT_MAX) {
    throw badInput(
      `More than ${countOf(ORDER_EXPORT_MAX, 'order')} are selected; narrow the filters to at most ${formatCount(ORDER_EXPORT_MAX)}`,
    )
  }
  return found
}
