import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ArchivedProductsDocument,
  ArchiveProductDocument,
  CreateProductDocument,
  DeleteProductsDocument,
  RestoreProductDocument,
  type ArchivedProductsQuery,
  type ArchiveProductMutation,
  type CreateProductMutation,
  type RestoreProductMutation,
} from '@/gql/graphql'
import { BULK_UPDATE_WITH_PRODUCTS, type BulkUpdateWithProducts } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const ARCHIVE = String(ArchiveProductDocument)
const RESTORE = String(RestoreProductDocument)
const ARCHIVED = String(ArchivedProductsDocument)
const BULK = BULK_UPDATE_WITH_PRODUCTS
const IN_CATALOGUE = `query($term: String!) { searchProducts(search: { parameters: [{ key: "Search", value: [$term] }] }) { products { id } pagination { totalCount } } }`
const MISSING = '00000000-0000-4000-8000-000000000000'

describe.each(DATABASE_TARGETS)('archiving products and changing them in bulk on %s', (target) => {
  let server: TestServer
  let admin: string
  let counter = 0

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  async function create(name: string) {
    const sku = `ARCH-${Date.now()}-${++counter}`
    const result = await server.gql<CreateProductMutation>(
      String(CreateProductDocument),
      { input: { name, price: 3, sku, quantity: 4, categories: ['PTO'] } },
      admin,
    )
    return result.data!.createProduct
  }

  const catalogueIds = async (term: string) =>
    (
      await server.gql<{ searchProducts: { products: { id: string }[] } }>(IN_CATALOGUE, { term }, admin)
    ).data!.searchProducts.products.map((product) => product.id)

  const archivedIds = async (search?: string) =>
    (await server.gql<ArchivedProductsQuery>(ARCHIVED, { search }, admin)).data!.archivedProducts.products.map(
      (product) => product.id,
    )

  it('archives a product out of the catalogue into the archived list, and restores it back', async () => {
    const product = await create('Quartz Archive Lamp')
    const archived = await server.gql<ArchiveProductMutation>(ARCHIVE, { id: product.id }, admin)
    expect(archived.data!.archiveProduct).toMatchObject({ id: product.id, archived: true })
    expect(await catalogueIds('Quartz Archive Lamp')).toEqual([])
    expect(await archivedIds('quartz archive')).toEqual([product.id])
    const page = await server.gql<ArchivedProductsQuery>(ARCHIVED, { search: 'Quartz Archive' }, admin)
    expect(page.data!.archivedProducts.pagination).toMatchObject({ totalCount: 1, skip: 0, pageSize: 20 })
    expect(page.data!.archivedProducts.products[0]!.archivedAt).toEqual(expect.any(String))

    // Archiving twice changes nothing more.
    const again = await server.gql<ArchiveProductMutation>(ARCHIVE, { id: product.id }, admin)
    expect(again.data!.archiveProduct).toMatchObject({ archived: true, version: archived.data!.archiveProduct.version })

    const restored = await server.gql<RestoreProductMutation>(RESTORE, { id: product.id }, admin)
    expect(restored.data!.restoreProduct).toMatchObject({ id: product.id, archived: false })
    expect(await catalogueIds('Quartz Archive Lamp')).toEqual([product.id])
    expect(await archivedIds('quartz archive')).toEqual([])
  })

  it('lists deleted products (waiting to be erased) neither as archived nor as restorable', async () => {
    const product = await create('Deleted Archive Vase')
    await server.gql(String(DeleteProductsDocument), { ids: [product.id] }, admin)
    expect(await archivedIds('Deleted Archive Vase')).toEqual([])
    expect(errorCode(await server.gql(RESTORE, { id: product.id }, admin))).toBe('NOT_FOUND')
  })

  it('answers NOT_FOUND for unknown and malformed ids, and refuses a bad page', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      expect(errorCode(await server.gql(ARCHIVE, { id }, admin))).toBe('NOT_FOUND')
      expect(errorCode(await server.gql(RESTORE, { id }, admin))).toBe('NOT_FOUND')
    }
    expect(errorCode(await server.gql(ARCHIVED, { pageSize: 1000 }, admin))).toBe('BAD_USER_INPUT')
    expect(errorCode(await server.gql(ARCHIVED, { skip: -1 }, admin))).toBe('BAD_USER_INPUT')
  })

  it('lets only the Delete level archive and restore; Edit may change products in bulk', async () => {
    const product = await create('Permission Archive Clock')
    const stock = await server.signIn('stock@example.com')
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(ARCHIVE, { id: product.id }, stock))).toBe('FORBIDDEN')
    await server.gql(ARCHIVE, { id: product.id }, admin)
    expect(errorCode(await server.gql(RESTORE, { id: product.id }, stock))).toBe('FORBIDDEN')
    expect((await server.gql<ArchivedProductsQuery>(ARCHIVED, {}, viewer)).data!.archivedProducts).toBeTruthy()
    expect(errorCode(await server.gql(BULK, { input: { ids: [product.id], status: 'ACTIVE' } }, viewer))).toBe(
      'FORBIDDEN',
    )
  })

  it('changes the status of every product a search matches but the excepted ones, leaving archived ones alone', async () => {
    const [one, two, kept, archived] = [
      await create('Matching Bulk Kettle A'),
      await create('Matching Bulk Kettle B'),
      await create('Matching Bulk Kettle C'),
      await create('Matching Bulk Kettle D'),
    ]
    await server.gql(ARCHIVE, { id: archived.id }, admin)
    const stock = await server.signIn('stock@example.com')
    const result = await server.gql<BulkUpdateWithProducts>(
      BULK,
      {
        input: {
          matching: {
            filter: { parameters: [{ key: 'Search', value: ['Matching Bulk Kettle'] }] },
            exceptIds: [kept.id],
          },
          status: 'DISCONTINUED',
          categories: ['Manufacture'],
        },
      },
      stock,
    )
    expect(result.data!.bulkUpdateProducts).toMatchObject({ success: true, updatedCount: 2 })
    const changed = result.data!.bulkUpdateProducts.updatedProducts
    expect(changed.map((product) => product.id).sort()).toEqual([one.id, two.id].sort())
    for (const product of changed)
      expect(product).toMatchObject({ status: 'DISCONTINUED', categories: ['Manufacture'] })

    const both = { ids: [one.id], matching: { filter: { parameters: [] } }, status: 'ACTIVE' }
    expect(errorCode(await server.gql(BULK, { input: both }, admin))).toBe('BAD_USER_INPUT')
    const none = await server.gql<BulkUpdateWithProducts>(
      BULK,
      { input: { ids: [MISSING, 'not-a-uuid'], status: 'ACTIVE' } },
      admin,
    )
    expect(none.data!.bulkUpdateProducts).toMatchObject({ success: false, updatedCount: 0 })
  })
})
