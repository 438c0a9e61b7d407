import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import {
  categories,
  groupRoles,
  groups,
  orderItems,
  orderNotes,
  orders,
  passwordResetTokens,
  productCategories,
  productImages,
  products,
  roleAreaLevels,
  roles,
  stock,
  userGroups,
  userRoles,
  users,
} from '@/server/db/schema'
import { isUuid } from '@/server/repositories/uuid'

/** The kinds of record the audit log names; each has a snapshot below. */
export type AuditRecordType = 'product' | 'category' | 'order' | 'user' | 'role' | 'group'

/** A record as the audit log compares it: its label (SKU, order number, email, name) and its fields. */
export interface AuditSnapshot {
  label: string
  fields: Record<string, unknown>
}

/** Columns that move with every change and say nothing of their own (bookkeeping, derived copies). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'version', 'searchText', 'categoryIds', 'orderTime'])

const withoutBookkeeping = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !BOOKKEEPING.has(key)))

const numericId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined)

async function productSnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx
    .select({ product: products, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.id, id))
  if (!row) return undefined
  const [categoryRows, imageRows] = await Promise.all([
    tx
      .select({ name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id))
      .orderBy(asc(categories.name)),
    tx
      .select({ fileName: productImages.fileName })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ])
  return {
    label: row.product.sku,
    fields: {
      ...withoutBookkeeping(row.product),
      stock: row.quantity,
      categories: categoryRows.map((category) => category.name),
      images: imageRows.map((image) => image.fileName),
    },
  }
}

async function categorySnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  const key = numericId(id)
  if (key === undefined) return undefined
  const [row] = await tx.select().from(categories).where(eq(categories.id, key))
  return row && { label: row.name, fields: withoutBookkeeping(row) }
}

async function orderSnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  const key = numericId(id)
  if (key === undefined) return undefined
  const [row] = await tx.select().from(orders).where(eq(orders.id, key))
  if (!row) return undefined
  const [lines, [notes]] = await Promise.all([
    tx
      .select({ sku: orderItems.sku, name: orderItems.name, quantity: orderItems.quantity, price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.orderId, key))
      .orderBy(asc(orderItems.sku), asc(orderItems.id)),
    tx.select({ count: count() }).from(orderNotes).where(eq(orderNotes.orderId, key)),
  ])
  return {
    label: `#${row.id}`,
    fields: {
      ...withoutBookkeeping(row),
      lines: lines.map((line) => `${line.quantity} × ${line.sku ?? line.name} at ${line.price}`),
      notes: notes?.count ?? 0,
    },
  }
}

/** The roles a user or group holds directly, as `name (level)`, by name. */
async function rolesHeld(
  tx: Tx,
  link: typeof userRoles | typeof groupRoles,
  owner: typeof userRoles.userId | typeof groupRoles.groupId,
  id: string,
): Promise<string[]> {
  const rows = await tx
    .select({ name: roles.name, level: link.permissionLevel })
    .from(link)
    .innerJoin(roles, eq(roles.id, link.roleId))
    .where(eq(owner, id))
    .orderBy(asc(roles.name))
  return rows.map((role) => `${role.name} (${role.level})`)
}

async function userSnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx.select().from(users).where(eq(users.id, id))
  if (!row) return undefined
  const [roleRows, groupRows, resets] = await Promise.all([
    rolesHeld(tx, userRoles, userRoles.userId, id),
    tx
      .select({ name: groups.name })
      .from(groups)
      .where(
        inArray(groups.id, tx.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, id))),
      )
      .orderBy(asc(groups.name)),
    tx
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)))
      .orderBy(asc(passwordResetTokens.tokenHash)),
  ])
  return {
    label: row.email,
    fields: {
      ...withoutBookkeeping(row),
      roles: roleRows,
      groups: groupRows.map((group) => group.name),
      passwordResetLink: resets.map((reset) => reset.tokenHash).join(','),
    },
  }
}

async function roleSnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx.select().from(roles).where(eq(roles.id, id))
  if (!row) return undefined
  const grants = await tx
    .select({ area: roleAreaLevels.area, level: roleAreaLevels.level })
    .from(roleAreaLevels)
    .where(eq(roleAreaLevels.roleId, id))
    .orderBy(asc(roleAreaLevels.area))
  return {
    label: row.name,
    fields: { ...withoutBookkeeping(row), areas: grants.map((grant) => `${grant.area} (${grant.level})`) },
  }
}

async function groupSnapshot(tx: Tx, id: string): Promise<AuditSnapshot | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await tx.select().from(groups).where(eq(groups.id, id))
  if (!row) return undefined
  return {
    label: row.name,
    fields: { ...withoutBookkeeping(row), roles: await rolesHeld(tx, groupRoles, groupRoles.groupId, id) },
  }
}

const SNAPSHOTS: Record<AuditRecordType, (tx: Tx, id: string) => Promise<AuditSnapshot | undefined>> = {
  product: productSnapshot,
  category: categorySnapshot,
  order: orderSnapshot,
  user: userSnapshot,
  role: roleSnapshot,
  group: groupSnapshot,
}

/** The record as it stands in this transaction; undefined when it does not exist (yet, or any more). */
export const auditSnapshot = (tx: Tx, type: AuditRecordType, id: string) => SNAPSHOTS[type](tx, id)
