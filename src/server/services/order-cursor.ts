import { badInput } from '@/server/errors'
import { parseOrderId } from '@/server/repositories/order-ids'
import { ORDER_SEARCH } from '@/shared/order-search'

/** The After value that continues a list after this order: opaque to clients (base64url of the order id). */
export const orderCursor = (id: number) => Buffer.from(`order:${id}`).toString('base64url')

/** The order id an After value names; BAD_USER_INPUT for anything orderCursor did not make. */
export function parseOrderCursor(text: string): number {
  const id = /^order:(\d+)$/.exec(Buffer.from(text, 'base64url').toString())?.[1]
  const parsed = id === undefined ? undefined : parseOrderId(id)
  if (parsed === undefined) {
    throw badInput(`${ORDER_SEARCH.afterKey} must be a nextCursor of an earlier page`, {
      [ORDER_SEARCH.afterKey]: 'A nextCursor',
    })
  }
  return parsed
}
