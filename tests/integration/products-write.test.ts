import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BulkUpdateProductsDocument,
  CreateProductDocument,
  DuplicateProductDocument,
  UpdateProductDocument,
  UpdateProductStatusDocument,
  UpdateProductStockDocument,
  type CreateProductMutation,
  type DuplicateProductMutation,
  type ProductInput,
  type UpdateProductMutation,
} from '@/gql/graphql'
import { violatedUniqueConstraint } from '@/server/db/database-error-code'
import { products } from '@/server/db/schema'
import { SKU_CONSTRAINT } from '@/server/repositories/product-write-repository'
import { PRODUCT_MESSAGES } from '@/shared/product-schemas'
import { BULK_UPDATE_WITH_PRODUCTS, type BulkUpdateWithProducts } from './support/operations'
import {
  DATABASE_TARGETS,
  errorCode,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './support/test-server'

const CREATE = String(CreateProductDocument)
const UPDATE = String(UpdateProductDocument)

let skuCounter = 0
const newSku = () => `WRITE-${Date.now()}-${++skuCounter}`
const fieldErrors = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.fieldErrors

describe.each(DATABASE_TARGETS)('creating and changing products on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  async function create(input: Partial<ProductInput> = {}) {
    const result = await server.gql<CreateProductMutation>(
      CREATE,
      { input: { name: 'Brass Door Hinge', price: 12.5, sku: newSku(), ...input } },
      admin,
    )
    if (!result.data) throw new Error(result.errors?.[0]?.message)
    return result.data.createProduct
  }

  async function adjustmentsOf(productId: string) {
    const { rows } = await server.database.db.execute<{ adjustment: number; reason: string }>(
      sql`select adjustment, reason from inventory_adjustments where product_id = ${productId} order by created_at`,
    )
    return rows
  }

  it('creates a product with stock and categories, matching existing categories in any case', async () => {
    const product = await create({
      name: '  Garden Hose Reel ',
      description: 'Wall-mounted reel for 30 m of hose',
      cost: 8,
      quantity: 7,
      categories: ['pto', 'Garden Tools'],
      itemId: 'ITM-1',
      account: '4000',
    })
    expect(product).toMatchObject({
      name: 'Garden Hose Reel',
      price: 12.5,
      cost: 8,
      stock: 7,
      status: 'ACTIVE',
      categories: ['PTO', 'Garden Tools'],
      itemId: 'ITM-1',
      account: '4000',
    })
    expect(await adjustmentsOf(product.id)).toEqual([{ adjustment: 7, reason: 'Initial stock' }])

    const found = await server.gql<{ searchProducts: { products: { id: string }[] } }>(
      `query($q: String!) { searchProducts(search: { parameters: [{ key: "Search", value: [$q] }] }) { products { id } } }`,
      { q: product.sku.toLowerCase() },
      admin,
    )
    expect(found.data!.searchProducts.products.map((row) => row.id)).toEqual([product.id])
  })

  it("refuses a product without a name or a positive price with the spec's messages, beside each field", async () => {
    const result = await server.gql(CREATE, { input: { name: '   ', price: 0, sku: newSku() } }, admin)
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toBe('Invalid product data: Product name cannot be empty')
    expect(fieldErrors(result)).toEqual({
      name: 'Product name cannot be empty',
      price: 'Product price must be greater than 0',
    })
  })

  it('refuses a SKU that another product has, on create and on update', async () => {
    const first = await create()
    const second = await create()
    const clash = await server.gql(CREATE, { input: { name: 'Copy', price: 1, sku: first.sku } }, admin)
    expect(errorCode(clash)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(clash)).toEqual({ sku: `Another product already has the SKU "${first.sku}".` })
    const renamed = await server.gql(UPDATE, { id: second.id, input: { sku: first.sku } }, admin)
    expect(fieldErrors(renamed)).toEqual({ sku: `Another product already has the SKU "${first.sku}".` })
    const same = await server.gql<UpdateProductMutation>(UPDATE, { id: first.id, input: { sku: first.sku } }, admin)
    expect(same.data!.updateProduct.sku).toBe(first.sku)
  })

  it('names the SKU only when the SKU constraint is the one hit; another unique column (on create, update or duplicate) gives a conflict', async () => {
    const first = await create()
    let raced: unknown
    await server.database.db
      .insert(products)
      .values({ name: 'Raced copy', sku: first.sku, price: 1 })
      .catch((error: unknown) => (raced = error))
    expect(violatedUniqueConstraint(raced)).toBe('products_sku_unique')
    expect(SKU_CONSTRAINT).toBe('products_sku_unique')

    // A unique column a newcomer might add (a real barcode, say), kept to this test's rows.
    await server.database.db.execute(
      sql`create unique index products_item_id_test_idx on products (item_id) where item_id like 'UNIQUE-TEST-%'`,
    )
    try {
      const itemId = `UNIQUE-TEST-${newSku()}`
      const holder = await create({ itemId })
      const copied = await server.gql(String(DuplicateProductDocument), { id: holder.id }, admin)
      expect(errorCode(copied)).toBe('CONFLICT')
      expect(copied.errors![0]!.message).toBe(PRODUCT_MESSAGES.uniqueTaken)
      const clash = await server.gql(CREATE, { input: { name: 'Other', price: 1, sku: newSku(), itemId } }, admin)
      expect(errorCode(clash)).toBe('CONFLICT')
      expect(clash.errors![0]!.message).toBe(PRODUCT_MESSAGES.uniqueTaken)
      const other = await create()
      const renamed = await server.gql(UPDATE, { id: other.id, input: { itemId } }, admin)
      expect(errorCode(renamed)).toBe('CONFLICT')
      expect(renamed.errors![0]!.message).toBe(PRODUCT_MESSAGES.uniqueTaken)
    } finally {
      await server.database.db.execute(sql`drop index products_item_id_test_idx`)
    }
  })

  it('updates only the fields sent and records a stock change', async () => {
    const product = await create({ description: 'Keeps this', quantity: 4, categories: ['Manufacture'] })
    const result = await server.gql<UpdateProductMutation>(
      UPDATE,
      { id: product.id, input: { price: 19.99, quantity: 10, name: null } },
      admin,
    )
    expect(result.data!.updateProduct).toMatchObject({
      name: 'Brass Door Hinge',
      description: 'Keeps this',
      price: 19.99,
      stock: 10,
      categories: ['Manufacture'],
    })
    expect(await adjustmentsOf(product.id)).toEqual([
      { adjustment: 4, reason: 'Initial stock' },
      { adjustment: 6, reason: 'Edited on the product form' },
    ])
  })

  it('names the broken rule of an update as the spec words it, and changes nothing', async () => {
    const product = await create()
    const blank = await server.gql(UPDATE, { id: product.id, input: { name: ' ', price: 3 } }, admin)
    expect(blank.errors![0]!.message).toBe('Product name cannot be empty')
    const free = await server.gql(UPDATE, { id: product.id, input: { price: -1 } }, admin)
    expect(free.errors![0]!.message).toBe('Product price must be greater than 0')
    expect(errorCode(free)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(free)).toEqual({ price: 'Product price must be greater than 0' })
    expect(fieldErrors(blank)).toEqual({ name: 'Product name cannot be empty' })
    const after = await server.gql<{ product: { name: string; price: number } }>(
      'query($id: ID!) { product(id: $id) { name price } }',
      { id: product.id },
      admin,
    )
    expect(after.data!.product).toEqual({ name: 'Brass Door Hinge', price: 12.5 })
  })

  it('refuses a save made from a version someone else has since changed, and keeps their change', async () => {
    const product = await create()
    expect(product.version).toBe(1)
    const first = await server.gql<UpdateProductMutation>(
      UPDATE,
      { id: product.id, input: { name: 'First tab', version: product.version } },
      admin,
    )
    expect(first.data!.updateProduct).toMatchObject({ name: 'First tab', version: 2 })
    const second = await server.gql(UPDATE, { id: product.id, input: { name: 'Second tab', version: 1 } }, admin)
    expect(errorCode(second)).toBe('CONFLICT')
    expect(second.errors![0]!.message).toBe('Someone else changed this product while you were editing.')
    const retried = await server.gql<UpdateProductMutation>(
      UPDATE,
      { id: product.id, input: { name: 'Second tab', version: 2 } },
      admin,
    )
    expect(retried.data!.updateProduct).toMatchObject({ name: 'Second tab', version: 3 })
  })

  it('answers NOT_FOUND for an unknown product', async () => {
    const result = await server.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { price: 2 } }, admin)
    expect(errorCode(result)).toBe('NOT_FOUND')
  })

  it('sets status and stock, updates in bulk, and duplicates without stock', async () => {
    const [one, two] = [await create({ quantity: 2 }), await create({ quantity: 2, categories: ['PTO'] })]
    const status = await server.gql(String(UpdateProductStatusDocument), { id: one.id, status: 'DISCONTINUED' }, admin)
    expect(status.data).toEqual({ updateProductStatus: { id: one.id, status: 'DISCONTINUED' } })
    const stocked = await server.gql(String(UpdateProductStockDocument), { id: one.id, quantity: 40 }, admin)
    expect(stocked.data).toEqual({ updateProductStock: { id: one.id, stock: 40 } })

    const bulk = await server.gql<BulkUpdateWithProducts>(
      BULK_UPDATE_WITH_PRODUCTS,
      { input: { ids: [one.id, two.id], status: 'INACTIVE', price: 5, categories: ['Manufacture'] } },
      admin,
    )
    expect(bulk.data!.bulkUpdateProducts).toMatchObject({ success: true, updatedCount: 2 })
    for (const product of bulk.data!.bulkUpdateProducts.updatedProducts) {
      expect(product).toMatchObject({ status: 'INACTIVE', price: 5, categories: ['Manufacture'] })
    }
    const nothing = await server.gql(String(BulkUpdateProductsDocument), { input: { ids: [one.id] } }, admin)
    expect(errorCode(nothing)).toBe('BAD_USER_INPUT')

    const copy = await server.gql<DuplicateProductMutation>(String(DuplicateProductDocument), { id: two.id }, admin)
    expect(copy.data!.duplicateProduct).toMatchObject({
      name: 'Brass Door Hinge (copy)',
      sku: `${two.sku}-COPY`,
      stock: 0,
      status: 'INACTIVE',
      categories: ['Manufacture'],
    })
    const again = await server.gql<DuplicateProductMutation>(String(DuplicateProductDocument), { id: two.id }, admin)
    expect(again.data!.duplicateProduct.sku).toBe(`${two.sku}-COPY2`)
  })

  it('lets a viewer change nothing and an anonymous caller nothing at all', async () => {
    const product = await create()
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(CREATE, { input: { name: 'X', price: 1, sku: newSku() } }, viewer))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await server.gql(UPDATE, { id: product.id, input: { price: 1 } }, viewer))).toBe('FORBIDDEN')
    expect(errorCode(await server.gql(UPDATE, { id: product.id, input: { price: 1 } }))).toBe('UNAUTHENTICATED')
  })
})
