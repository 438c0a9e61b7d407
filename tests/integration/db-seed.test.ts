import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '@/server/db/audit-log'
import { migrate, openDatabase, type Database, type Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'
import { DELIVERY_METHODS, ORDER_STATUSES } from '@/shared/order-status'
import { DATABASE_TARGETS } from './support/test-server'

const NOW = new Date('2026-11-01T12:00:00Z')
const DAY = 86_400_000

const rows = async <T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> =>
  (await db.execute<T>(query)).rows as T[]

async function tableCounts(db: Db) {
  const [counts] = await rows<Record<'products' | 'stock' | 'orders' | 'users' | 'roles' | 'groups', number>>(
    db,
    sql`select (select count(*)::int from products) as products,
               (select count(*)::int from stock) as stock,
               (select count(*)::int from orders) as orders,
               (select count(*)::int from users) as users,
               (select count(*)::int from roles) as roles,
               (select count(*)::int from groups) as groups`,
  )
  return counts!
}

/** Ids of orders whose figures do not add up, or that lack items or an event. */
async function inconsistentOrders(db: Db): Promise<number[]> {
  const broken = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o
        left join (select order_id, sum(price * quantity) as items, count(*) as lines
                   from order_items group by order_id) i on i.order_id = o.id
        where i.lines is null
           or o.subtotal <> i.items
           or o.total_amount <> o.subtotal + o.tax + o.shipping_amount
           or o.tax <> round(o.subtotal * o.tax_rate / 100, 2)
           or (o.delivery_method = 'PICKUP' and o.shipping_amount <> 0)
           or not exists (select 1 from order_events e where e.order_id = o.id and e.type = 'CREATED')
           or not exists (select 1 from payments p where p.order_id = o.id)
        order by o.id`,
  )
  return broken.map((row) => row.id)
}

async function demoGrants(db: Db): Promise<Record<string, string[]>> {
  const grants = await rows<{ email: string; role: string; level: number }>(
    db,
    sql`select u.email, r.name as role, ur.permission_level as level from users u
        join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where u.email like '%@example.com' order by u.email, r.name`,
  )
  const byEmail: Record<string, string[]> = {}
  for (const grant of grants) (byEmail[grant.email] ??= []).push(`${grant.role}:${grant.level}`)
  return byEmail
}

const DEMO_GRANTS = {
  'admin@example.com': ['admin:20', 'employee:20'],
  'customer@example.com': ['customer:20'],
  'customer-service@example.com': ['customer_service:15', 'employee:20'],
  'dev@example.com': ['dev:20', 'employee:20'],
  'hr@example.com': ['employee:20', 'hr_manager:20'],
  'orders@example.com': ['employee:20', 'order_manager:15'],
  'stock@example.com': ['employee:20', 'inventory_manager:15'],
  'viewer@example.com': ['employee:20', 'inventory_manager:5', 'order_manager:5'],
}

const ROLE_NAMES = [
  'admin',
  'analyst',
  'customer',
  'customer_service',
  'dev',
  'employee',
  'hr_manager',
  'inventory_manager',
  'order_manager',
  'sales',
]

describe('the full demo seed on PGlite', () => {
  let database: Database
  const uploadsDir = mkdtempSync(join(tmpdir(), 'seed-uploads-'))

  beforeAll(async () => {
    database = await openDatabase({})
    await migrate(database)
    await seedDemoData(database.db, { now: NOW, uploadsDir })
  })
  afterAll(async () => {
    await database.close()
    rmSync(uploadsDir, { recursive: true, force: true })
  })

  it('gives every product a picture: a PNG in the uploads folder, a few dozen shared by category', async () => {
    const pictured = await rows<{ products: number; without: number; urls: string[] }>(
      database.db,
      sql`select (select count(distinct product_id)::int from product_images) as products,
                 (select count(*)::int from products p
                   where not exists (select 1 from product_images i where i.product_id = p.id)) as without,
                 (select array_agg(distinct url) from product_images) as urls`,
    )
    const { products, without, urls } = pictured[0]!
    expect(products).toBeGreaterThanOrEqual(300)
    expect(without).toBe(0)
    expect(urls.length).toBeLessThanOrEqual(60)
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.png$/)
      const bytes = readFileSync(join(uploadsDir, url.slice('/uploads/'.length)))
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
    }
  })

  it('has the catalogue, orders, people and the ten roles', async () => {
    const counts = await tableCounts(database.db)
    expect(counts.products).toBeGreaterThanOrEqual(300)
    expect(counts.stock).toBe(counts.products)
    expect(counts.orders).toBe(1500)
    expect(counts.users).toBe(63)
    expect(counts.groups).toBeGreaterThanOrEqual(3)
    const roles = await rows<{ name: string }>(database.db, sql`select name from roles order by name`)
    expect(roles.map((role) => role.name)).toEqual(ROLE_NAMES)
  })

  it('numbers PTO 1 and Manufacture 2, and the first order 10001', async () => {
    const categories = await rows<{ id: number; name: string }>(
      database.db,
      sql`select id, name from categories where id <= 2 order by id`,
    )
    expect(categories).toEqual([
      { id: 1, name: 'PTO' },
      { id: 2, name: 'Manufacture' },
    ])
    const [first] = await rows<{ id: number }>(database.db, sql`select min(id) as id from orders`)
    expect(first!.id).toBe(10001)
  })

  it('gives the catalogue every status, unique SKUs, cost below price and no stock when out of stock', async () => {
    const statuses = await rows<{ status: string }>(database.db, sql`select distinct status from products order by 1`)
    expect(statuses.map((row) => row.status)).toEqual(['ACTIVE', 'DISCONTINUED', 'INACTIVE', 'OUT_OF_STOCK'])
    const [checks] = await rows<Record<'bad_cost' | 'stocked_out' | 'low' | 'uncategorised' | 'bad_price', number>>(
      database.db,
      sql`select
            (select count(*)::int from products where cost >= price) as bad_cost,
            (select count(*)::int from products p join stock s on s.product_id = p.id
              where p.status = 'OUT_OF_STOCK' and s.quantity <> 0) as stocked_out,
            (select count(*)::int from stock where quantity between 1 and 9) as low,
            (select count(*)::int from products p where not exists
              (select 1 from product_categories pc where pc.product_id = p.id)) as uncategorised,
            (select count(*)::int from products where price < 2 or price > 2000) as bad_price`,
    )
    expect(checks).toEqual({ bad_cost: 0, stocked_out: 0, low: checks!.low, uncategorised: 0, bad_price: 0 })
    expect(checks!.low).toBeGreaterThan(0)
  })

  it('covers every order status and delivery method, all within the last 120 days, ids growing with time', async () => {
    const statuses = await rows<{ status: string }>(database.db, sql`select distinct status from orders`)
    expect(statuses.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort())
    const methods = await rows<{ method: string }>(
      database.db,
      sql`select distinct delivery_method as method from orders`,
    )
    expect(methods.map((row) => row.method).sort()).toEqual([...DELIVERY_METHODS].sort())
    const [range] = await rows<{ oldest: string; newest: string }>(
      database.db,
      sql`select min(order_time)::text as oldest, max(order_time)::text as newest from orders`,
    )
    expect(NOW.getTime() - new Date(range!.oldest).getTime()).toBeLessThanOrEqual(120 * DAY)
    expect(new Date(range!.newest).getTime()).toBeLessThanOrEqual(NOW.getTime())
    const [outOfOrder] = await rows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders a join orders b on b.id = a.id + 1 where b.order_time < a.order_time`,
    )
    expect(outOfOrder!.count).toBe(0)
    const [pickupShipped] = await rows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders
          where delivery_method = 'PICKUP' and status in ('SHIPPED', 'DELIVERED')`,
    )
    expect(pickupShipped!.count).toBe(0)
  })

  it('keeps every order consistent: items sum to the subtotal, and subtotal + tax + shipping to the total', async () => {
    expect(await inconsistentOrders(database.db)).toEqual([])
  })

  it('gives the demo accounts their roles and a password, and nobody else a password', async () => {
    expect(await demoGrants(database.db)).toEqual(DEMO_GRANTS)
    const withPassword = await rows<{ email: string }>(
      database.db,
      sql`select email from users where password_hash is not null order by email`,
    )
    expect(withPassword.map((row) => row.email)).toEqual(Object.keys(DEMO_GRANTS).sort())
  })

  it('names in the order history only staff who may do what it records', async () => {
    // Status changes need orders at Edit, cancelling at Delete: never the read-only viewer, the stock or HR accounts.
    const actors = await rows<{ email: string }>(
      database.db,
      sql`select distinct u.email from order_events e join users u on u.id = e.actor_id
          where e.type <> 'CREATED' order by u.email`,
    )
    const emails = actors.map((row) => row.email)
    expect(emails.length).toBeGreaterThan(0)
    for (const email of ['viewer@example.com', 'stock@example.com', 'hr@example.com']) {
      expect(emails).not.toContain(email)
    }
    const cancellers = await rows<{ email: string }>(
      database.db,
      sql`select distinct u.email from order_events e join users u on u.id = e.actor_id
          where e.type = 'CANCELLED' order by u.email`,
    )
    expect(cancellers.map((row) => row.email)).toEqual(['admin@example.com', 'dev@example.com'])
  })

  it('keeps a demo audit log: a few thousand chained events over the 120 days that agree with the store', async () => {
    const [log] = await rows<{ count: number; oldest: string; newest: string; actions: number }>(
      database.db,
      sql`select count(*)::int as count, min(at)::text as oldest, max(at)::text as newest,
                 count(distinct action)::int as actions from audit_events`,
    )
    expect(log!.count).toBeGreaterThan(2_000)
    expect(log!.count).toBeLessThan(10_000)
    expect(log!.actions).toBeGreaterThanOrEqual(15)
    expect(NOW.getTime() - new Date(log!.oldest).getTime()).toBeLessThanOrEqual(120 * DAY)
    expect(new Date(log!.newest).getTime()).toBeLessThanOrEqual(NOW.getTime())
    expect(await verifyAuditChain(database.db)).toEqual({ checked: log!.count, unsealed: 0 })
    const [mismatches] = await rows<Record<'orders' | 'prices' | 'stock' | 'secrets' | 'viewer', number>>(
      database.db,
      sql`select
        -- Every status change of the order history has its event, by the same person at the same moment.
        (select count(*)::int from order_events o where o.type <> 'CREATED' and not exists (
          select 1 from audit_events a where a.record_type = 'order' and a.record_id = o.order_id::text
            and a.at = o.created_at and a.actor_id = o.actor_id and a.changes->'status'->>'after' = o.changes->'status'->>'to'
        )) as orders,
        -- A product's latest price and stock events end where the product stands.
        (select count(*)::int from (select distinct on (record_id) record_id, changes from audit_events
           where action = 'product.update' and changes ? 'price' order by record_id, at desc, id desc) latest
         join products p on p.id::text = latest.record_id
         where (latest.changes->'price'->>'after')::numeric <> p.price) as prices,
        (select count(*)::int from (select distinct on (record_id) record_id, changes from audit_events
           where action = 'inventory.adjust' order by record_id, at desc, id desc) latest
         join stock s on s.product_id::text = latest.record_id
         where (latest.changes->'stock'->>'after')::int <> s.quantity) as stock,
        -- Secrets are recorded as changed, never their values.
        (select count(*)::int from audit_events, jsonb_each(changes) as c(field, change)
         where field in ('passwordHash', 'passwordResetLink') and change <> '{"changed": true}'::jsonb) as secrets,
        -- The read-only viewer changes nothing: signs in and out, and is refused.
        (select count(*)::int from audit_events a join users u on u.id = a.actor_id
         where u.email = 'viewer@example.com' and a.action not in ('auth.sign_in', 'auth.sign_out',
           'auth.password_change', 'access.denied')) as viewer`,
    )
    expect(mismatches).toEqual({ orders: 0, prices: 0, stock: 0, secrets: 0, viewer: 0 })
  })

  it('repeats exactly: the same seed and clock give the same figures', async () => {
    const figures = (db: Db) =>
      rows<{ revenue: string; items: number }>(
        db,
        sql`select sum(total_amount)::text as revenue, (select sum(quantity)::int from order_items) as items from orders`,
      )
    const again = await openDatabase({})
    try {
      await migrate(again)
      await seedDemoData(again.db, { now: NOW })
      expect(await figures(again.db)).toEqual(await figures(database.db))
    } finally {
      await again.close()
    }
  })
})

// On PostgreSQL only when TEST_DATABASE_URL names a server (the rest of the file runs on PGlite).
describe.each(DATABASE_TARGETS.filter((target) => target === 'postgres'))('the small demo seed on %s', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>
  let database: Database

  beforeAll(async () => {
    testDatabase = await createTestDatabase()
    database = await openDatabase({ url: testDatabase.url })
    await migrate(database)
    await seedDemoData(database.db, { size: 'small', now: NOW })
  })
  afterAll(async () => {
    await database?.close()
    await testDatabase?.drop()
  })

  it('migrates with pg_trgm and seeds a consistent small store', async () => {
    expect(database.kind).toBe('postgres')
    const [extension] = await rows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_extension where extname = 'pg_trgm'`,
    )
    expect(extension!.count).toBe(1)
    const counts = await tableCounts(database.db)
    expect(counts.roles).toBe(10)
    expect(counts.orders).toBe(30)
    expect(counts.groups).toBe(1)
    expect(counts.products).toBeGreaterThanOrEqual(20)
    expect(counts.stock).toBe(counts.products)
    expect(await inconsistentOrders(database.db)).toEqual([])
    expect(await demoGrants(database.db)).toEqual(DEMO_GRANTS)
  })

  it('runs transactions through the same Db type', async () => {
    const count = await database.db.transaction(async (tx) => {
      const { rows: result } = await tx.execute<{ count: number }>(sql`select count(*)::int as count from orders`)
      return result[0]!.count
    })
    expect(count).toBe(30)
  })
})
