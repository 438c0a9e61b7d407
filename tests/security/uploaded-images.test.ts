import { afterAll, beforeAll, expect, it } from 'vitest'
import { UploadProductImageDocument, type UploadProductImageMutation } from '@/gql/graphql'
import { errorCode, startTestServer, type TestServer } from '../integration/support/test-server'

const UPLOAD = String(UploadProductImageDocument)
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HTML = '<html><body><script>document.title = "polyglot ran"</script></body></html>'

let server: TestServer
let admin: string
let productId: string

beforeAll(async () => {
  server = await startTestServer('pglite')
  admin = await server.signIn('admin@example.com')
  const found = await server.gql<{ searchProducts: { products: { id: string }[] } }>(
    'query { searchProducts(search: { parameters: [] }) { products { id } } }',
    {},
    admin,
  )
  productId = found.data!.searchProducts.products[0]!.id
})
afterAll(() => server?.close())

const upload = (file: File) =>
  server.upload<UploadProductImageMutation>(UPLOAD, { productId, file: null }, { file }, admin)

it('serves a PNG that is also HTML as image/png, nosniff and sandboxed, so it never runs as a page', async () => {
  const polyglot = new File([PNG_SIGNATURE, HTML], 'photo.html', { type: 'image/png' })
  const result = await upload(polyglot)
  const image = result.data!.uploadProductImage
  expect(image.contentType).toBe('image/png')
  expect(image.url).toMatch(/\.png$/)

  const served = await fetch(`${server.origin}${image.url}`, { headers: { accept: 'text/html' } })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
})

it('refuses a file that is not a PNG, JPEG, WebP or GIF whatever its name and type say', async () => {
  for (const file of [
    new File([HTML], 'photo.png', { type: 'image/png' }),
    new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', {
      type: 'image/svg+xml',
    }),
  ]) {
    const result = await upload(file)
    expect(errorCode(result), file.name).toBe('BAD_USER_INPUT')
  }
})
