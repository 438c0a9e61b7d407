import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApplyInventoryUploadDocument } from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
import { PREVIEW_MESSAGES } from '@/shared/inventory-upload'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { previewCsv, uploadCsv } from './support/upload-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

/**
 * Every product gets its stock row with it, so an upload locks the rows it finds and looks for missing ones only when
 * it found fewer than its products: a product that lacks one (a row removed by hand) still gets its stock.
 */
describe.each(DATABASE_TARGETS)('an upload for a product without a stock row on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  /** Two products with 5 in stock and one whose stock row is gone; their SKUs in that order. */
  async function productsOneWithoutStock(): Promise<{ made: TestProduct[]; skus: string[] }> {
    const made = await Promise.all(
      [5, 5, 5].map((quantity, index) => insertProduct(server.database.db, index + 1, quantity)),
    )
    await server.database.db.delete(stock).where(eq(stock.productId, made[2]!.id))
    const skus = await Promise.all(
      made.map(async (product) => {
        const [row] = await server.database.db
          .select({ sku: products.sku })
          .from(products)
          .where(eq(products.id, product.id))
        return row!.sku
      }),
    )
    return { made, skus }
  }

  const csv = (skus: string[], quantities: number[]) =>
    `sku,quantity\n${skus.map((sku, index) => `${sku},${quantities[index]}`).join('\n')}\n`

  it('gives it a stock row with the quantity an upload sets, and a history row', async () => {
    const { made, skus } = await productsOneWithoutStock()
    const answer = await uploadCsv(server, admin, csv(skus, [7, 8, 9]), 'missing-stock.csv')
    expect(answer.errors).toBeUndefined()
    expect(await Promise.all(made.map((product) => stockOf(server.database.db, product)))).toEqual([7, 8, 9])
    expect(await adjustmentsOf(server.database.db, made[2]!)).toEqual([
      expect.objectContaining({ adjustment: 9, quantity_after: 9 }),
    ])
  })

  it('applies a preview that found no stock row as from 0, and skips the row when a stock row came meanwhile', async () => {
    const first = await productsOneWithoutStock()
    const applied = await run(
      ApplyInventoryUploadDocument,
      { id: await previewCsv(server, admin, csv(first.skus, [1, 2, 3]), 'missing-a.csv') },
      admin,
    )
    expect(applied.data!.applyInventoryUpload).toMatchObject({ successCount: 3, failureCount: 0 })
    expect(await Promise.all(first.made.map((product) => stockOf(server.database.db, product)))).toEqual([1, 2, 3])

    const second = await productsOneWithoutStock()
    const id = await previewCsv(server, admin, csv(second.skus, [1, 2, 3]), 'missing-b.csv')
    await server.database.db.insert(stock).values({ productId: second.made[2]!.id, quantity: 4 })
    const skipped = await run(ApplyInventoryUploadDocument, { id }, admin)
    expect(skipped.data!.applyInventoryUpload).toMatchObject({ successCount: 2, failureCount: 1 })
    expect(skipped.data!.applyInventoryUpload.results.map((row) => row.message)).toEqual([
      `Row 4: ${PREVIEW_MESSAGES.changedSince(0, 4)}`,
    ])
    expect(await Promise.all(second.made.map((product) => stockOf(server.database.db, product)))).toEqual([1, 2, 4])
  })
})
