import { sql } from 'drizzle-orm'
import type { ScryptCost } from '@/server/auth/password'
import type { Db } from './client'
import { sealAuditEvents } from './audit-log'
import { users } from './schema'
import { auditLogEmpty, seedAuditLog } from './seed-audit'
import { seedBulkCatalogue } from './seed-bulk-catalogue'
import { seedCatalogue } from './seed-catalogue'
import { CATEGORY_SEEDS } from './seed-catalogue-words'
import { seedOrders } from './seed-orders'
import { seedPeople } from './seed-people'
import { seedProductPictures } from './seed-pictures'
import { SeededRandom } from './seed-random'

export interface SeedOptions {
  /** full: the demo store; small: just enough for fast integration tests. */
  size?: 'full' | 'small'
  now?: Date
  seed?: number
  /** Products in the whole catalogue: those beyond the demo's own are added in bulk (for benchmarks). */
  products?: number
  /** The uploads folder: when given, the demo's products get pictures drawn into it (tests leave it out). */
  uploadsDir?: string
  /** scrypt cost of the demo accounts' password hashes; production's when absent (test databases take a cheap one). */
  passwordCost?: ScryptCost
}

const SIZES = {
  full: { staff: 15, customers: 40, groups: 5, productsPerCategory: 40, orders: 1500, auditLog: true },
  // No demo audit events: the tests that read the log write the events they look for.
  small: { staff: 0, customers: 3, groups: 1, productsPerCategory: 3, orders: 30, auditLog: false },
} as const

/** The audit log's own sequence, apart from the store's: its events leave every other seeded value as it was. */
const AUDIT_SEED_OFFSET = 31

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  return (row?.count ?? 0) === 0
}

/** Fills an empty database with a repeatable demo store (same seed and clock, same rows). */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const size = SIZES[options.size ?? 'full']
  const now = options.now ?? new Date()
  const random = new SeededRandom(options.seed ?? 20261122)
  const audited = await db.transaction(async (tx) => {
    const people = await seedPeople(tx, random, size, options.passwordCost)
    const catalogue = await seedCatalogue(tx, random, size.productsPerCategory, now)
    await seedOrders(tx, random, size.orders, people, catalogue, now)
    if (!size.auditLog || !(await auditLogEmpty(tx))) return false
    const auditRandom = new SeededRandom((options.seed ?? 20261122) + AUDIT_SEED_OFFSET)
    return (await seedAuditLog(tx, auditRandom, people, now)) > 0
  })
  if (audited) await sealAuditEvents(db)
  if (options.uploadsDir) await seedProductPictures(db, options.uploadsDir)
  const extra = (options.products ?? 0) - demoProductCount(options.size)
  if (extra > 0) await seedBulkCatalogue(db, extra, now)
}

/** The products the demo store itself holds; a larger catalogue is asked for with `products`. */
export const demoProductCount = (size: SeedOptions['size'] = 'full') =>
  SIZES[size].productsPerCategory * CATEGORY_SEEDS.length
