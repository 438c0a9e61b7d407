import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeleteProductsDocument, RestoreProductsDocument } from '@/gql/graphql'
import { inventoryAdjustments, products, stock } from '@/server/db/schema'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const DELETE = String(DeleteProductsDocument)
const RESTORE = String(RestoreProductsDocument)
const PRODUCT = `query($id: ID!) { product(id: $id) { id archived } searchProducts(search: { parameters: [{ key: "PageSize", value: ["100"] }] }) { products { id } } }`

describe.each(DATABASE_TARGETS)('deleting products on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  async function orderedProductId(): Promise<string> {
    const result = (await server.database.db.execute(
      sql`select product_id as id from order_items oi join products p on p.id = oi.product_id where p.archived_at is null limit 1`,
    )) as unknown as { rows: { id: string }[] }
    return result.rows[0]!.id
  }

  async function unorderedProductId(): Promise<string> {
    const [row] = await server.database.db
      .insert(products)
      .values({ name: 'Never Sold Widget', sku: `TEST-${crypto.randomUUID()}`, price: 9.99 })
      .returning({ id: products.id })
    await server.database.db.insert(stock).values({ productId: row!.id, quantity: 3 })
    return row!.id
  }

  it('erases a product no order refers to and archives one that orders refer to', async () => {
    const [ordered, unordered] = [await orderedProductId(), await unorderedProductId()]
    const result = await server.gql<{ deleteProducts: Record<string, unknown> }>(
      DELETE,
      { ids: [ordered, unordered] },
      admin,
    )
    expect(result.data!.deleteProducts).toMatchObject({ success: true, deletedCount: 1, archivedCount: 1 })

    const archived = await server.gql<{
      product: { archived: boolean }
      searchProducts: { products: { id: string }[] }
    }>(PRODUCT, { id: ordered }, admin)
    expect(archived.data!.product.archived).toBe(true)
    expect(archived.data!.searchProducts.products.map((product) => product.id)).not.toContain(ordered)
    const erased = await server.gql<{ product: null }>(PRODUCT, { id: unordered }, admin)
    expect(erased.data!.product).toBeNull()
  })

  async function deleteReturningId(variables: Record<string, unknown>): Promise<string> {
    const result = await server.gql<{ deleteProducts: { deletionId: string } }>(DELETE, variables, admin)
    return result.data!.deleteProducts.deletionId
  }

  /** Whether each product is archived, deleted ones included (the API shows those as gone). */
  async function archivedOf(ids: string[]): Promise<boolean[]> {
    const rows = await server.database.db
      .select({ id: products.id, archivedAt: products.archivedAt })
      .from(products)
      .where(inArray(products.id, ids))
    return ids.map((id) => rows.find((row) => row.id === id)!.archivedAt !== null)
  }

  it('undoes a deletion within the hour: both products come back unarchived, once', async () => {
    const [ordered, unordered] = [await orderedProductId(), await unorderedProductId()]
    const deletionId = await deleteReturningId({ ids: [ordered, unordered] })
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(RESTORE, { deletionId }, viewer))).toBe('FORBIDDEN')

    const result = await server.gql<{ restoreProducts: Record<string, unknown> }>(RESTORE, { deletionId }, admin)
    expect(result.data!.restoreProducts).toMatchObject({ success: true, restoredCount: 2 })
    expect(await archivedOf([ordered, unordered])).toEqual([false, false])
    const again = await server.gql<{ restoreProducts: Record<string, unknown> }>(RESTORE, { deletionId }, admin)
    expect(again.data!.restoreProducts).toMatchObject({ success: false, restoredCount: 0 })
  })

  it('undoes a "select all matching" deletion, and only that one of two', async () => {
    const tag = `UNDO-${crypto.randomUUID().slice(0, 8)}`
    const matched = await Promise.all([1, 2, 3].map(() => unorderedProductId()))
    await server.database.db
      .update(products)
      .set({ name: `${tag} widget` })
      .where(inArray(products.id, matched))
    const [kept, other] = [matched[0]!, await unorderedProductId()]
    const matching = { filter: { parameters: [{ key: 'Search', value: [tag] }] }, exceptIds: [kept] }
    const matchingDeletion = await deleteReturningId({ matching })
    const otherDeletion = await deleteReturningId({ ids: [other] })
    expect(await archivedOf([...matched, other])).toEqual([false, true, true, true])

    const result = await server.gql<{ restoreProducts: { restoredCount: number } }>(
      RESTORE,
      { deletionId: matchingDeletion },
      admin,
    )
    expect(result.data!.restoreProducts.restoredCount).toBe(2)
    expect(await archivedOf([...matched, other])).toEqual([false, false, false, true])
    expect(otherDeletion).not.toBe(matchingDeletion)
  })

  it('erases an unordered product, with its stock history, once the undo window has passed, at the next deletion', async () => {
    const [expired, other] = [await unorderedProductId(), await unorderedProductId()]
    for (const productId of [expired, other]) {
      await server.gql(
        'mutation ($productId: ID!) { adjustInventory(input: { productId: $productId, adjustment: 2, reason: "Count" }) { product { id } } }',
        { productId },
        admin,
      )
    }
    const deletionId = await deleteReturningId({ ids: [expired] })
    await server.database.db
      .update(products)
      .set({ archivedAt: sql`now() - interval '2 hours'`, eraseAfter: sql`now() - interval '1 hour'` })
      .where(eq(products.id, expired))
    const late = await server.gql<{ restoreProducts: { restoredCount: number } }>(RESTORE, { deletionId }, admin)
    expect(late.data!.restoreProducts.restoredCount).toBe(0)

    await server.gql(DELETE, { ids: [other] }, admin)
    const rows = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [expired, other]))
    expect(rows.map((row) => row.id)).toEqual([other])
    const history = await server.database.db
      .select({ productId: inventoryAdjustments.productId })
      .from(inventoryAdjustments)
      .where(inArray(inventoryAdjustments.productId, [expired, other]))
    expect(history.map((row) => row.productId)).toEqual([other])
  })

  it('needs Delete permission in products', async () => {
    const viewer = await server.signIn('viewer@example.com')
    const target = await unorderedProductId()
    const result = await server.gql(DELETE, { ids: [target] }, viewer)
    expect(errorCode(result)).toBe('FORBIDDEN')
    const still = await server.gql<{ product: { id: string } }>(PRODUCT, { id: target }, admin)
    expect(still.data!.product.id).toBe(target)
  })

  it('reports nothing deleted for unknown ids', async () => {
    const result = await server.gql<{ deleteProducts: Record<string, unknown> }>(
      DELETE,
      { ids: ['00000000-0000-4000-8000-000000000000', 'not-an-id'] },
      admin,
    )
    expect(result.data!.deleteProducts).toMatchObject({
      success: false,
      deletedCount: 0,
      archivedCount: 0,
      deletionId: null,
    })
  })
})
