import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeleteProductsDocument, RestoreProductsDocument } from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
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
      .values({ name: 'Never Sold Widget', sku: `TEST-${crypto.randomUUID()}`, price: '9.99' })
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

  it('undoes a deletion within the hour: both products come back unarchived, once', async () => {
    const [ordered, unordered] = [await orderedProductId(), await unorderedProductId()]
    await server.gql(DELETE, { ids: [ordered, unordered] }, admin)
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(RESTORE, { ids: [ordered, unordered] }, viewer))).toBe('FORBIDDEN')

    const result = await server.gql<{ restoreProducts: Record<string, unknown> }>(
      RESTORE,
      { ids: [ordered, unordered] },
      admin,
    )
    expect(result.data!.restoreProducts).toMatchObject({ success: true, restoredCount: 2 })
    for (const id of [ordered, unordered]) {
      const back = await server.gql<{ product: { archived: boolean }; searchProducts: { products: { id: string }[] } }>(
        PRODUCT,
        { id },
        admin,
      )
      expect(back.data!.product.archived).toBe(false)
    }
    const again = await server.gql<{ restoreProducts: Record<string, unknown> }>(RESTORE, { ids: [ordered] }, admin)
    expect(again.data!.restoreProducts).toMatchObject({ success: false, restoredCount: 0 })
  })

  it('erases an unordered product once the undo window has passed, at the next deletion', async () => {
    const [expired, other] = [await unorderedProductId(), await unorderedProductId()]
    await server.gql(DELETE, { ids: [expired] }, admin)
    await server.database.db
      .update(products)
      .set({ archivedAt: sql`now() - interval '2 hours'`, eraseAfter: sql`now() - interval '1 hour'` })
      .where(eq(products.id, expired))
    const late = await server.gql<{ restoreProducts: { restoredCount: number } }>(RESTORE, { ids: [expired] }, admin)
    expect(late.data!.restoreProducts.restoredCount).toBe(0)

    await server.gql(DELETE, { ids: [other] }, admin)
    const rows = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [expired, other]))
    expect(rows.map((row) => row.id)).toEqual([other])
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
    expect(result.data!.deleteProducts).toMatchObject({ success: false, deletedCount: 0, archivedCount: 0 })
  })
})
