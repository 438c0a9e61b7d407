import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdjustInventoryDocument,
  BulkInventoryUpdateDocument,
  InventoryHistoryDocument,
  InventoryProductsDocument,
  LowStockProductsDocument,
  type InventoryFilterInput,
} from '@/gql/graphql'
import { products } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('stock management on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let viewer: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    ;[admin, viewer] = await Promise.all([server.signIn('admin@example.com'), server.signIn('viewer@example.com')])
  })
  afterAll(() => server.close())

  const adjust = (product: TestProduct, adjustment: number, reason: string, token = admin) =>
    run(AdjustInventoryDocument, { input: { productId: product.id, adjustment, reason } }, token)
  const list = (filter: InventoryFilterInput, token = admin) => run(InventoryProductsDocument, { filter }, token)

  it('50 concurrent adjustments of +1 raise stock by exactly 50, each recorded', async () => {
    const product = await insertProduct(server.database.db, 9.99, 7)
    const results = await Promise.all(Array.from({ length: 50 }, () => adjust(product, 1, 'Recount')))
    expect(results.map((result) => result.errors)).toEqual(Array(50).fill(undefined))
    expect(await stockOf(server.database.db, product)).toBe(57)
    const history = await adjustmentsOf(server.database.db, product)
    expect(history).toHaveLength(50)
    // Every stock level from 8 to 57 was reached by exactly one adjustment: none read a stale quantity.
    expect(history.map((row) => row.quantity_after).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => 8 + index),
    )
  })

  it('returns the new stock and an adjustment naming who, why and the stock after', async () => {
    const product = await insertProduct(server.database.db, 5, 12)
    const result = await adjust(product, -5, '  Damaged in the warehouse ')
    expect(result.data?.adjustInventory.product).toMatchObject({ id: product.id, quantity: 7 })
    expect(result.data?.adjustInventory.adjustment).toMatchObject({
      adjustment: -5,
      quantityAfter: 7,
      reason: 'Damaged in the warehouse',
      createdBy: 'Ada Admin',
    })
  })

  it('refuses to take stock below zero and changes nothing', async () => {
    const product = await insertProduct(server.database.db, 5, 3)
    const result = await adjust(product, -4, 'Shrinkage')
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0]?.message).toBe(`Only 3 of ${product.name} left in stock`)
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      adjustment: `Only 3 of ${product.name} left in stock`,
    })
    expect(await stockOf(server.database.db, product)).toBe(3)
    expect(await adjustmentsOf(server.database.db, product)).toEqual([])
  })

  it('requires a reason and a whole, non-zero number of units', async () => {
    const product = await insertProduct(server.database.db, 5, 3)
    const blank = await adjust(product, 2, '   ')
    expect(errorCode(blank)).toBe('BAD_USER_INPUT')
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toEqual({ reason: 'Reason is required' })
    const zero = await adjust(product, 0, 'Nothing')
    expect(zero.errors?.[0]?.extensions?.fieldErrors).toEqual({ adjustment: 'Enter a number of units other than 0' })
    const unknown = await run(
      AdjustInventoryDocument,
      { input: { productId: '00000000-0000-4000-8000-000000000000', adjustment: 1, reason: 'Found' } },
      admin,
    )
    expect(errorCode(unknown)).toBe('NOT_FOUND')
    expect(await stockOf(server.database.db, product)).toBe(3)
  })

  it('lists the history newest first with who, when, how much and why', async () => {
    const product = await insertProduct(server.database.db, 5, 10)
    await adjust(product, 4, 'Delivery from supplier')
    await adjust(product, -2, 'Sold at the counter')
    const result = await run(InventoryHistoryDocument, { productId: product.id }, viewer)
    const history = result.data?.inventoryHistory.history ?? []
    expect(
      history.map(({ adjustment, quantityAfter, reason, createdBy }) => ({
        adjustment,
        quantityAfter,
        reason,
        createdBy,
      })),
    ).toEqual([
      { adjustment: -2, quantityAfter: 12, reason: 'Sold at the counter', createdBy: 'Ada Admin' },
      { adjustment: 4, quantityAfter: 14, reason: 'Delivery from supplier', createdBy: 'Ada Admin' },
    ])
    expect(Date.parse(history[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(result.data?.inventoryHistory.pagination.totalCount).toBe(2)
  })

  it('filters the stock table to low stock at an adjustable threshold and sorts by stock both ways', async () => {
    const db = server.database.db
    const tag = `Stocktake ${target} ${Date.now()}`
    const made = await Promise.all(
      [30, 0, 11, 4, 10].map(async (quantity) => {
        const product = await insertProduct(db, 1, quantity)
        await db
          .update(products)
          .set({ name: `${tag} ${quantity}` })
          .where(eq(products.id, product.id))
        return product
      }),
    )
    const quantitiesOf = async (filter: InventoryFilterInput) =>
      (await list({ search: tag, ...filter })).data?.inventoryProducts.products.map((product) => product.quantity)

    expect(await quantitiesOf({ lowStockOnly: true, sortBy: 'STOCK' })).toEqual([0, 4, 10])
    expect(await quantitiesOf({ lowStockOnly: true, threshold: 4, sortBy: 'STOCK' })).toEqual([0, 4])
    expect(await quantitiesOf({ sortBy: 'STOCK', sortOrder: 'DESC' })).toEqual([30, 11, 10, 4, 0])
    expect(await quantitiesOf({ sortBy: 'STOCK' })).toEqual([0, 4, 10, 11, 30])

    const all = await list({ lowStockOnly: true, sortBy: 'STOCK', pageSize: 100 })
    const quantities = all.data?.inventoryProducts.products.map((product) => product.quantity) ?? []
    expect(all.data?.inventoryProducts.threshold).toBe(10)
    expect(quantities.every((quantity) => quantity <= 10)).toBe(true)
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b))
    expect(all.data?.inventoryProducts.pagination.totalCount).toBe(all.data?.inventoryProducts.lowStockCount)

    const lowStock = await run(LowStockProductsDocument, { threshold: 4, pageSize: 100 }, viewer)
    const lowStockIds = lowStock.data?.lowStockProducts.products.map((product) => product.id) ?? []
    expect(made.filter((product) => lowStockIds.includes(product.id)).map((p) => p.id)).toEqual([
      made[1]!.id,
      made[3]!.id,
    ])
    expect(lowStock.data?.lowStockProducts.products.every((product) => product.quantity <= 4)).toBe(true)
  })

  it('searches by name or SKU and pages', async () => {
    const all = await list({ pageSize: 5 })
    const total = all.data?.inventoryProducts.pagination.totalCount ?? 0
    expect(total).toBeGreaterThan(5)
    expect(all.data?.inventoryProducts.products).toHaveLength(5)
    const second = await list({ pageSize: 5, skip: 5 })
    const firstIds = all.data?.inventoryProducts.products.map((product) => product.id) ?? []
    expect(second.data?.inventoryProducts.products.some((product) => firstIds.includes(product.id))).toBe(false)

    const sample = all.data!.inventoryProducts.products[0]!
    const bySku = await list({ search: sample.sku.toLowerCase() })
    expect(bySku.data?.inventoryProducts.products.map((product) => product.id)).toContain(sample.id)
    const none = await list({ search: 'no product is called this' })
    expect(none.data?.inventoryProducts).toMatchObject({ products: [], pagination: { totalCount: 0 } })
  })

  it('sets many quantities in one bulk update and records each change', async () => {
    const db = server.database.db
    const [first, second] = await Promise.all([insertProduct(db, 1, 5), insertProduct(db, 1, 8)])
    const result = await run(
      BulkInventoryUpdateDocument,
      {
        items: [
          { productId: first!.id, quantity: 20 },
          { productId: second!.id, quantity: 8 },
        ],
      },
      admin,
    )
    expect(result.data?.bulkInventoryUpdate).toMatchObject({ success: true, updatedCount: 1 })
    expect(result.data?.bulkInventoryUpdate.updatedProducts.map((product) => product.quantity)).toEqual([20])
    expect(await stockOf(db, first!)).toBe(20)
    expect(await adjustmentsOf(db, first!)).toEqual([
      { adjustment: 15, quantity_after: 20, reason: 'Bulk stock update' },
    ])
    expect(await adjustmentsOf(db, second!)).toEqual([])

    const negative = await run(BulkInventoryUpdateDocument, { items: [{ productId: first!.id, quantity: -1 }] }, admin)
    expect(errorCode(negative)).toBe('BAD_USER_INPUT')
    expect(await stockOf(db, first!)).toBe(20)
  })

  it('lets a View-level user read stock and history but not adjust', async () => {
    const product = await insertProduct(server.database.db, 5, 6)
    const read = await list({ lowStockOnly: true }, viewer)
    expect(read.errors).toBeUndefined()
    expect(read.data?.inventoryProducts.lowStockCount).toBeGreaterThan(0)
    const refused = await adjust(product, 1, 'Found one', viewer)
    expect(errorCode(refused)).toBe('FORBIDDEN')
    const bulk = await run(BulkInventoryUpdateDocument, { items: [{ productId: product.id, quantity: 1 }] }, viewer)
    expect(errorCode(bulk)).toBe('FORBIDDEN')
    expect(await stockOf(server.database.db, product)).toBe(6)

    const orders = await server.signIn('orders@example.com')
    expect(errorCode(await list({}, orders))).toBe('FORBIDDEN')
  })
})
