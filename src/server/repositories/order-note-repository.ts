import { desc, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orderNotes, type OrderNoteRow } from '@/server/db/schema'
import { groupedBy } from '@/server/repositories/grouped-by'

export async function insertOrderNote(
  db: Db,
  values: Pick<typeof orderNotes.$inferInsert, 'orderId' | 'authorId' | 'authorName' | 'body'>,
): Promise<OrderNoteRow> {
  const [row] = await db.insert(orderNotes).values(values).returning()
  return row!
}

/** The internal notes of each order, newest first; one query for all the orders. */
export async function orderNotesOf(db: Db, ids: readonly number[]): Promise<Map<number, OrderNoteRow[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(orderNotes)
        .where(inArray(orderNotes.orderId, [...ids]))
        .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
    : []
  return groupedBy(ids, rows, (row) => row.orderId)
}
