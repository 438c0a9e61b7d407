import { asc, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GlobalSearchDocument } from '@/gql/graphql'
import { products } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { insertGroup, insertUser, mintSession } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('globalSearch on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const search = async (term: string, token: string, limit?: number) => {
    const result = await run(GlobalSearchDocument, { term, limit }, token)
    expect(result.errors).toBeUndefined()
    return result.data!.globalSearch
  }

  it('finds a product by part of its SKU, in any case', async () => {
    const [product] = await server.database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(isNotNull(products.sku))
      .orderBy(asc(products.sku))
      .limit(1)
    const part = product!.sku!.slice(2, 9).toLowerCase()
    const found = await search(part, admin)
    expect(found.products.map((row) => row.id)).toContain(product!.id)
    expect(found.products.every((row) => row.sku!.toLowerCase().includes(part))).toBe(true)
  })

  it('finds an order by its number and by part of the customer name, newest first', async () => {
    const item = await insertProduct(server.database.db, 10, 50)
    const first = await insertOrder(server.database.db, {
      customerName: 'Quintessa Zabrowski',
      lines: [{ product: item, quantity: 1 }],
    })
    const second = await insertOrder(server.database.db, {
      customerName: 'Quintessa Zabrowski',
      lines: [{ product: item, quantity: 1 }],
    })
    expect((await search('zabrow', admin)).orders.map((order) => order.id)).toEqual([second, first])
    expect((await search(`#${first}`, admin)).orders.map((order) => order.id)).toContain(first)
  })

  it('finds customers by name or email, and only users with the customer role', async () => {
    const found = await search('customer@example', admin)
    expect(found.customers).toEqual([
      expect.objectContaining({ email: 'customer@example.com', fullName: 'Casey Customer' }),
    ])
    expect((await search('casey cust', admin)).customers.map((user) => user.email)).toContain('customer@example.com')
    expect((await search('ada admin', admin)).customers).toEqual([])
  })

  it('returns at most the limit of each kind', async () => {
    const found = await search('a', admin, 3)
    expect(found.products).toHaveLength(3)
    expect(found.orders).toHaveLength(3)
    expect(found.customers).toHaveLength(3)
  })

  it('leaves out the kinds the viewer may not read, without an error', async () => {
    const term = 'e'
    const everything = await search(term, admin)
    expect([everything.products, everything.orders, everything.customers].map((kind) => kind.length > 0)).toEqual([
      true,
      true,
      true,
    ])

    const stock = await search(term, await server.signIn('stock@example.com'))
    expect(stock.products.length).toBeGreaterThan(0)
    expect(stock.orders).toEqual([])
    expect(stock.customers).toEqual([])

    const orders = await search(term, await server.signIn('orders@example.com'))
    expect(orders.products).toEqual([])
    expect(orders.orders.length).toBeGreaterThan(0)
    expect(orders.customers).toEqual([])
  })

  it('finds staff, directly or through a group, for a user manager and for no one else', async () => {
    const db = server.database.db
    const hr = await insertUser(db, {
      firstName: 'Hana',
      lastName: 'Hiring',
      roles: [
        ['hr_manager', 20],
        ['employee', 20],
      ],
    })
    const shift = `Night shift ${Date.now()}`
    await insertGroup(db, shift, [['employee', 20]])
    const grouped = await insertUser(db, {
      firstName: 'Quirin',
      lastName: 'Grouped',
      roles: [['order_manager', 5]],
      groups: [shift],
    })
    const manager = await mintSession(db, hr.id)

    const staff = await search('a', manager.token, 20)
    expect(staff.staff.map((user) => user.email)).toEqual(expect.arrayContaining(['admin@example.com', hr.email]))
    expect(staff.staff.map((user) => user.email)).not.toContain('customer@example.com')
    expect([staff.products, staff.orders, staff.customers]).toEqual([[], [], []])
    expect((await search('quirin grouped', manager.token)).staff.map((user) => user.id)).toEqual([grouped.id])

    expect((await search('ada admin', await server.signIn('orders@example.com'))).staff).toEqual([])
    expect((await search('ada admin', admin)).staff.map((user) => user.email)).toEqual(['admin@example.com'])
  })

  it('refuses a visitor who is not signed in', async () => {
    const result = await run(GlobalSearchDocument, { term: 'a' }, undefined)
    expect(errorCode(result)).toBe('UNAUTHENTICATED')
  })
})
