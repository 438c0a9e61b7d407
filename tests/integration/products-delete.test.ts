import { sql } from 'drizzle-orm'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeleteProductsDocument } from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const DELETE = print(DeleteProductsDocument)
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
      .values({ name: 'Never Sold Widget', sku: `TEST-${Date.now()}`, price: '9.99' })
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
