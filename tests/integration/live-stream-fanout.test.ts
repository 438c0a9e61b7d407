import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BulkInventoryUpdateDocument, TypedDocumentString } from '@/gql/graphql'
import { operationRunner } from './support/operations'
import { insertProduct } from './support/order-fixtures'
import { subscribe, type Subscription } from './support/sse'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'
import { insertUser, mintSession } from './support/user-fixtures'

const LISTENERS = 500
const PRODUCTS = 20

/** What a screen following every product with the product itself would ask for. */
interface ProductChangedWithProductResult {
  productChanged: { productId: string; product: { id: string; name: string; stock: number } | null }
}
const ProductChangedWithProduct = new TypedDocumentString<
  ProductChangedWithProductResult,
  Record<string, never>
>(`subscription ProductChangedWithProduct {
  productChanged { productId kind product { id name stock } }
}`)

/** The statement that loads one product by id with its stock (findProductById). */
const loadsOneProduct = (statement: string) =>
  /from "products" left join "stock"/.test(statement) && /"products"\."id" = \$1 and/.test(statement)

describe.each(DATABASE_TARGETS)('one change, many listeners (%s)', (target) => {
  let server: TestServer
  const statements: string[] = []

  beforeAll(async () => {
    server = await startTestServer(
      target,
      { streamLimits: { perUser: LISTENERS, perProcess: LISTENERS } },
      { size: 'small' },
      { queryLogger: { logQuery: (query) => statements.push(query) } },
    )
  })
  afterAll(() => server.close())

  it('loads each of 20 changed products once for 500 listeners, and refuses a stream past the process cap', async () => {
    const { db } = server.database
    const clerk = await insertUser(db, {
      firstName: 'Fan',
      lastName: 'Out',
      roles: [
        ['employee', 5],
        ['inventory_manager', 15],
      ],
    })
    const { token } = await mintSession(db, clerk.id)
    const products = await Promise.all(Array.from({ length: PRODUCTS }, () => insertProduct(db, 20, 10)))
    const streams: Subscription<ProductChangedWithProductResult>[] = []
    try {
      for (let n = 0; n < LISTENERS; n += 1)
        streams.push(await subscribe(server.url, ProductChangedWithProduct, {}, token))

      statements.length = 0
      const items = products.map((product) => ({ productId: product.id, quantity: 99 }))
      const updated = await operationRunner(server)(BulkInventoryUpdateDocument, { items }, token)
      expect(updated.errors).toBeUndefined()
      for (const stream of streams) {
        const seen = new Set<string>()
        for (let n = 0; n < PRODUCTS; n += 1) {
          const changed = (await stream.next(60_000)).data!.productChanged
          expect(changed.product).toMatchObject({ id: changed.productId, stock: 99 })
          seen.add(changed.productId)
        }
        expect(seen.size).toBe(PRODUCTS)
      }
      expect(statements.filter(loadsOneProduct).length).toBeLessThanOrEqual(PRODUCTS)

      const pastCap = await subscribe(server.url, ProductChangedWithProduct, {}, token)
      streams.push(pastCap)
      expect((await pastCap.next()).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
    } finally {
      for (const stream of streams) stream.close()
    }
  }, 300_000)
})
