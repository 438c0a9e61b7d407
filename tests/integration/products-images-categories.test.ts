import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CreateProductCategoryDocument,
  CreateProductDocument,
  DeleteProductCategoryDocument,
  DeleteProductImageDocument,
  UpdateProductCategoryDocument,
  UploadProductImageDocument,
  type CreateProductCategoryMutation,
  type CreateProductMutation,
  type UploadProductImageMutation,
} from '@/gql/graphql'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const UPLOAD = String(UploadProductImageDocument)
/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe.each(DATABASE_TARGETS)('product images and categories on %s', (target) => {
  let server: TestServer
  let admin: string
  let productId: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    const created = await server.gql<CreateProductMutation>(
      String(CreateProductDocument),
      { input: { name: 'Camera Strap', price: 15, sku: `IMG-${Date.now()}` } },
      admin,
    )
    productId = created.data!.createProduct.id
  })
  afterAll(() => server.close())

  const upload = (file: File, token: string | undefined = admin) =>
    server.upload<UploadProductImageMutation>(UPLOAD, { productId, file: null }, { file }, token)

  it('stores an uploaded image, serves it back, lists it on the product, and removes it with its file', async () => {
    const result = await upload(new File([PNG], 'strap.png', { type: 'image/png' }))
    const image = result.data!.uploadProductImage
    expect(image).toMatchObject({ fileName: 'strap.png', contentType: 'image/png', size: PNG.byteLength })

    const served = await fetch(`${server.origin}${image.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)

    const product = await server.gql<{ product: { images: string[] } }>(
      'query($id: ID!) { product(id: $id) { images } }',
      { id: productId },
      admin,
    )
    expect(product.data!.product.images).toEqual([image.url])

    const removed = await server.gql(String(DeleteProductImageDocument), { productId, imageId: image.id }, admin)
    expect(removed.data).toEqual({ deleteProductImage: { success: true, message: 'Image removed.' } })
    expect((await fetch(`${server.origin}${image.url}`)).status).toBe(404)
  })

  it("refuses a file that is not an image, whatever its name and type say, with the spec's message", async () => {
    const fake = await upload(new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' }))
    expect(errorCode(fake)).toBe('BAD_USER_INPUT')
    expect(fake.errors![0]!.message).toBe('Please select valid image files (JPG, PNG, GIF) under 10MB')
    const text = await upload(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(text.errors![0]!.message).toBe('Please select valid image files (JPG, PNG, GIF) under 10MB')
  })

  it('refuses an 11 MB image, and a refused upload leaves the product without images', async () => {
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set(PNG)
    const result = await upload(new File([big], 'huge.png', { type: 'image/png' }))
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      file: 'Please select valid image files (JPG, PNG, GIF) under 10MB',
    })
    const product = await server.gql<{ product: { images: string[] } }>(
      'query($id: ID!) { product(id: $id) { images } }',
      { id: productId },
      admin,
    )
    expect(product.data!.product.images).toEqual([])
  })

  it('needs Edit permission in products to upload', async () => {
    const viewer = await server.signIn('viewer@example.com')
    const result = await upload(new File([PNG], 'strap.png', { type: 'image/png' }), viewer)
    expect(errorCode(result)).toBe('FORBIDDEN')
  })

  it('creates, renames and deletes a category, refusing a duplicate name and a category still in use', async () => {
    const created = await server.gql<CreateProductCategoryMutation>(
      String(CreateProductCategoryDocument),
      { input: { name: 'Photography', description: 'Cameras and straps' } },
      admin,
    )
    const category = created.data!.createProductCategory
    expect(category).toMatchObject({ name: 'Photography', productsCount: 0 })

    const duplicate = await server.gql(String(CreateProductCategoryDocument), { input: { name: 'photography' } }, admin)
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT')
    expect(duplicate.errors![0]!.message).toBe('A category named "photography" already exists.')

    const renamed = await server.gql(
      String(UpdateProductCategoryDocument),
      { id: category.id, input: { name: 'Photo' } },
      admin,
    )
    expect(renamed.data).toEqual({ updateProductCategory: { id: category.id, name: 'Photo' } })

    const inUse = await server.gql(String(DeleteProductCategoryDocument), { id: '1' }, admin)
    expect(errorCode(inUse)).toBe('CONFLICT')
    const deleted = await server.gql(String(DeleteProductCategoryDocument), { id: category.id }, admin)
    expect(deleted.data).toEqual({ deleteProductCategory: { success: true, message: 'Category deleted.' } })
    const gone = await server.gql(String(DeleteProductCategoryDocument), { id: category.id }, admin)
    expect(errorCode(gone)).toBe('NOT_FOUND')
  })
})
