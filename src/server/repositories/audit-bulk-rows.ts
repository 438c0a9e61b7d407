import { sql, type SQL } from 'drizzle-orm'
import { uuidArray } from '@/server/repositories/uuid'

/** `{ before, after }` when they differ, else SQL null: one field of an event's changes. */
const changed = (before: SQL, after: SQL) =>
  sql`case when ${before} is distinct from ${after} then jsonb_build_object('before', ${before}, 'after', ${after}) end`

/** The changes, or null when no field changed (the row then writes no event); a before or after may be null. */
const changesOf = (fields: SQL[]) =>
  sql`(select jsonb_object_agg(key, value) from jsonb_each(jsonb_build_object(${sql.join(fields, sql`, `)}))
       where jsonb_typeof(value) <> 'null')`

/**
 * Each of these products' fields a bulk update is about to set, before → after, read before it writes (so in the
 * form the product's own History shows): status, price and the category names, in name order as a product's
 * snapshot lists them; an empty list as null. Rows for `recordEachChange`.
 */
export function bulkProductUpdateRows(
  ids: readonly string[],
  to: { status?: string; price?: number; categoryNames?: readonly string[] },
): SQL {
  const fields: SQL[] = []
  if (to.status !== undefined)
    fields.push(sql`'status', ${changed(sql`to_jsonb(p.status)`, sql`to_jsonb(${to.status}::text)`)}`)
  if (to.price !== undefined) {
    fields.push(sql`'price', ${changed(sql`to_jsonb(p.price)`, sql`to_jsonb(${String(to.price)}::numeric(12, 2))`)}`)
  }
  if (to.categoryNames !== undefined) {
    const names = `{${to.categoryNames.map((name) => JSON.stringify(name)).join(',')}}`
    const after = sql`(select jsonb_agg(name order by name) from unnest(${names}::text[]) as name)`
    const before = sql`(select jsonb_agg(c.name order by c.name) from product_categories pc
                        join categories c on c.id = pc.category_id where pc.product_id = p.id)`
    fields.push(sql`'categories', ${changed(before, after)}`)
  }
  return sql`select p.id::text, p.sku, ${changesOf(fields)} from products p where p.id = any(${uuidArray(ids)})`
}

/**
 * These accounts' `active`, before → after, for those it changes: rows for `recordEachChange`, read before writing.
 * Staff are named by their email, customers as `customerLabel` in audit-snapshots.ts names them (never by their
 * personal data).
 */
export const activeChangeRows = (ids: readonly string[], active: boolean, named: 'staff' | 'customers'): SQL =>
  sql`select u.id::text, ${named === 'staff' ? sql`u.email` : sql`'Customer ' || left(u.id::text, 8)`},
        ${changesOf([sql`'active', ${changed(sql`to_jsonb(u.active)`, sql`to_jsonb(${active}::boolean)`)}`])}
      from users u where u.id = any(${uuidArray(ids)})`

const DELETION_FIELDS = [
  ['archivedAt', 'archived_at'],
  ['deletionId', 'deletion_id'],
  ['eraseAfter', 'erase_after'],
] as const

/**
 * A deletion's fields of these products as they stand against none (`deleted`: read after the deletion wrote them,
 * the product was live before) or none against them (read before an Undo clears them). Rows for `recordEachChange`.
 */
export function deletionChangeRows(ids: readonly string[], direction: 'deleted' | 'restored'): SQL {
  const fields = DELETION_FIELDS.map(([field, column]) => {
    const value = sql`to_jsonb(p.${sql.identifier(column)})`
    const none = sql`'null'::jsonb`
    return sql`${field}::text, ${direction === 'deleted' ? changed(none, value) : changed(value, none)}`
  })
  return sql`select p.id::text, p.sku, ${changesOf(fields)} from products p where p.id = any(${uuidArray(ids)})`
}
