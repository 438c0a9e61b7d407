import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { ORDER_STATUSES, DELIVERY_METHODS } from '@/shared/order-status'

const NOW = new Date('2026-11-01T12:00:00Z')

describe('the demo store', () => {
  let database: Database
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] }
    return result.rows
  }

  beforeAll(async () => {
    database = await openDatabase({})
    await migrate(database)
    await seedDemoData(database.db, { now: NOW })
  })
  afterAll(() => database.close())

  it('has the catalogue, orders, people and roles the README promises', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from orders) as orders,
             (select count(*)::int from users) as users,
             (select count(*)::int from roles) as roles,
             (select count(*)::int from groups) as groups,
             (select count(*)::int from categories where name in ('PTO', 'Manufacture')) as named_categories`)
    expect(counts!.products).toBeGreaterThanOrEqual(300)
    expect(counts!.orders).toBe(1500)
    expect(counts!.users).toBe(60)
    expect(counts!.roles).toBe(10)
    expect(counts!.groups).toBeGreaterThanOrEqual(3)
    expect(counts!.named_categories).toBe(2)
  })

  it('covers every order status and delivery method within the last 120 days', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`)
    expect(statuses.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort())
    const methods = await rows<{ delivery_method: string }>(sql`select distinct delivery_method from orders`)
    expect(methods.map((row) => row.delivery_method).sort()).toEqual([...DELIVERY_METHODS].sort())
    const [range] = await rows<{ oldest: string; newest: string }>(
      sql`select min(order_time) as oldest, max(order_time) as newest from orders`,
    )
    expect(NOW.getTime() - new Date(range!.oldest).getTime()).toBeLessThanOrEqual(120 * 86_400_000)
    expect(new Date(range!.newest).getTime()).toBeLessThanOrEqual(NOW.getTime())
  })

  it('keeps every order consistent: items sum to the subtotal, and subtotal + tax + shipping to the total', async () => {
    const broken = await rows<{ id: number }>(sql`
      select o.id from orders o
      join (select order_id, sum(price * quantity) as items from order_items group by order_id) i on i.order_id = o.id
      where o.subtotal <> i.items
         or o.total_amount <> o.subtotal + o.tax + o.shipping_amount
         or o.tax <> round(o.subtotal * o.tax_rate / 100, 2)`)
    expect(broken).toEqual([])
    const [orphans] = await rows<{ count: number }>(
      sql`select count(*)::int as count from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    )
    expect(orphans!.count).toBe(0)
    const [pickupShipping] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders
      where delivery_method = 'PICKUP' and (shipping_amount <> 0 or status in ('SHIPPED', 'DELIVERED'))`)
    expect(pickupShipping!.count).toBe(0)
  })

  it('gives the demo accounts their roles and levels', async () => {
    const grants = await rows<{ email: string; role: string; level: number }>(sql`
      select u.email, r.name as role, ur.permission_level as level from users u
      join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
      where u.email like '%@example.com' order by u.email, r.name`)
    const byEmail = (email: string) =>
      grants.filter((grant) => grant.email === email).map((grant) => `${grant.role}:${grant.level}`)
    expect(byEmail('admin@example.com')).toEqual(['admin:20', 'employee:20'])
    expect(byEmail('dev@example.com')).toEqual(['dev:20', 'employee:20'])
    expect(byEmail('orders@example.com')).toEqual(['employee:20', 'order_manager:15'])
    expect(byEmail('viewer@example.com')).toEqual(['employee:20', 'inventory_manager:5', 'order_manager:5'])
    expect(byEmail('customer@example.com')).toEqual(['customer:20'])
  })
})
