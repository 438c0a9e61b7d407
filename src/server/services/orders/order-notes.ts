import { transaction } from '@/server/db/transaction'
import { notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { insertOrderNote } from '@/server/repositories/order-note-repository'
import { orderById } from '@/server/services/orders/order-search'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { fullName } from '@/shared/names'
import { OrderNoteSchema } from '@/shared/order-schemas'

/**
 * Adds the viewer's internal note to the order. Notes are not part of the order's version: a note never makes
 * someone's open edit stale. Published after it is stored, so open order pages read the notes again.
 */
export async function addOrderNote({
  db,
  live,
  viewer,
  orderId: orderIdText,
  input,
}: LiveWrite & { orderId: string; input: unknown }) {
  const { body } = parseInput(OrderNoteSchema, input, 'The note could not be added')
  const order = await orderById(db, orderIdText)
  if (!order) throw notFound(`Order ${orderIdText} not found`)
  const authorName = fullName(viewer.user)
  const note = await transaction(db, (tx) =>
    insertOrderNote(tx, { orderId: order.id, authorId: viewer.user.id, authorName, body }),
  )
  live.publish('orderChanged', {
    orderId: String(order.id),
    kind: 'NOTE',
    version: order.version,
    actorName: authorName,
    at: note.createdAt.toISOString(),
  })
  return note
}
