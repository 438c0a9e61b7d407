import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { categories, groups, orders, products, roles, stock, users } from '@/server/db/schema'
import { isUuid } from '@/server/repositories/uuid'

/** The kinds of record the audit log names; each has a snapshot below. */
export type AuditRecordType = 'product' | 'category' | 'order' | 'user' | 'role' | 'group'

/** A record as the audit log compares it: its label (SKU, order number, email, name) and its fields. */
export interface AuditSnapshot {
  label: string
  fields: Record<string, unknown>
  /**
   * Fields holding a customer's personal data: recorded as changed, never their values, so that erasing a customer
   * leaves nothing of them in the append-only log (whose events cannot be changed afterwards).
   */
  personal?: readonly string[]
}

/** A customer's personal data on their account and on their orders. */
const CUSTOMER_PERSONAL = ['email', 'firstName', 'lastName', 'phoneNumber']
const ORDER_PERSONAL = ['customerName', 'customerEmail', 'shippingNotes']

/** How the log names a customer's account: not by their name or email (see `personal`). */
const customerLabel = (id: string) => `Customer ${id.slice(0, 8)}`

/** Columns that move with every change and say nothing of their own (bookkeeping, derived copies). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'version', 'searchText', 'categoryIds', 'orderTime'])

const withoutBookkeeping = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !BOOKKEEPING.has(key)))

const numericId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined)

/** A list the snapshot reads in the record's own statement (a subquery), as a JSON array: [] when there is none. */
const list = (query: ReturnType<typeof sql>) => sql<string[]>`coalesce((${query}), '[]'::jsonb)`

/** The roles a user or group holds directly, as `name (level)`, by name. */
const rolesHeld = (link: 'user_roles' | 'group_roles', owner: 'user_id' | 'group_id', id: ReturnType<typeof sql>) =>
  list(
    sql`select jsonb_agg(r.name || ' (' || l.permission_level || ')' order by r.name)
        from ${sql.identifier(link)} l join roles r on r.id = l.role_id where l.${sql.identifier(owner)} = ${id}`,
  )

// Each snapshot is one statement: the audit reads its record before and after every change. The subqueries take the
// record's id as a parameter: a column of a one-table SELECT is written unqualified, and would be the subquery's own.

async function productSnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx
    .select({
      product: products,
      quantity: stock.quantity,
      categories: list(
        sql`select jsonb_agg(c.name order by c.name) from product_categories pc
            join categories c on c.id = pc.category_id where pc.product_id = ${id}`,
      ),
      images: list(
        sql`select jsonb_agg(i.file_name order by i.position, i.id) from product_images i
            where i.product_id = ${id}`,
      ),
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.id, id))
  const { product, quantity, ...lists } = row ?? {}
  return product && { label: product.sku, fields: { ...withoutBookkeeping(product), stock: quantity, ...lists } }
}

async function categorySnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  const key = numericId(id)
  if (key === undefined) return undefined
  const [row] = await tx.select().from(categories).where(eq(categories.id, key))
  return row && { label: row.name, fields: withoutBookkeeping(row) }
}

async function orderSnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  const key = numericId(id)
  if (key === undefined) return undefined
  const [row] = await tx
    .select({
      order: orders,
      lines: list(
        sql`select jsonb_agg(l.quantity || ' × ' || coalesce(l.sku, l.name) || ' at ' || l.price order by l.sku, l.id)
            from order_items l where l.order_id = ${key}`,
      ),
      notes: sql<number>`(select count(*)::int from order_notes n where n.order_id = ${key})`,
    })
    .from(orders)
    .where(eq(orders.id, key))
  if (!row) return undefined
  return {
    label: `#${row.order.id}`,
    fields: { ...withoutBookkeeping(row.order), lines: row.lines, notes: Number(row.notes) },
    personal: ORDER_PERSONAL,
  }
}

async function userSnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx
    .select({
      user: users,
      roles: rolesHeld('user_roles', 'user_id', sql`${id}::uuid`),
      groups: list(
        sql`select jsonb_agg(g.name order by g.name) from user_groups ug
            join groups g on g.id = ug.group_id where ug.user_id = ${id}`,
      ),
      resets: sql<string>`coalesce((select string_agg(t.token_hash, ',' order by t.token_hash)
        from password_reset_tokens t where t.user_id = ${id} and t.used_at is null), '')`,
      customer: sql<boolean>`exists (select 1 from customer_accounts ca where ca.user_id = ${id})`,
    })
    .from(users)
    .where(eq(users.id, id))
  const { user, resets, customer, ...lists } = row ?? {}
  if (!user) return undefined
  const fields = { ...withoutBookkeeping(user), ...lists, passwordResetLink: resets }
  return customer
    ? { label: customerLabel(user.id), fields, personal: CUSTOMER_PERSONAL }
    : { label: user.email, fields }
}

async function roleSnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx
    .select({
      role: roles,
      areas: list(
        sql`select jsonb_agg(a.area || ' (' || a.level || ')' order by a.area) from role_area_levels a
            where a.role_id = ${id}`,
      ),
    })
    .from(roles)
    .where(eq(roles.id, id))
  if (!row) return undefined
  return { label: row.role.name, fields: { ...withoutBookkeeping(row.role), areas: row.areas } }
}

async function groupSnapshot(tx: Tx | Db, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx
    .select({ group: groups, roles: rolesHeld('group_roles', 'group_id', sql`${id}::uuid`) })
    .from(groups)
    .where(eq(groups.id, id))
  if (!row) return undefined
  return { label: row.group.name, fields: { ...withoutBookkeeping(row.group), roles: row.roles } }
}

const SNAPSHOTS: Record<AuditRecordType, (tx: Tx | Db, id: string) => Promise<AuditSnapshot | undefined>> = {
  product: productSnapshot,
  category: categorySnapshot,
  order: orderSnapshot,
  user: userSnapshot,
  role: roleSnapshot,
  group: groupSnapshot,
}

/** The record as it stands in this transaction; undefined when it does not exist (yet, or any more). */
export const auditSnapshot = (tx: Tx | Db, type: AuditRecordType, id: string) => SNAPSHOTS[type](tx, id)
