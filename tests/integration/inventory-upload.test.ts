import * as XLSX from '@e965/xlsx'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BulkInsertInventoryDocument,
  InventoryUploadProgressDocument,
  type BulkInsertInventoryMutation,
} from '@/gql/graphql'
import { inventoryAdjustments, products, stock } from '@/server/db/schema'
import { toCsv } from '@/shared/csv'
import { TEMPLATE_ROW_SKIPPED, UPLOAD_COLUMNS, UPLOAD_MESSAGES, UPLOAD_TEMPLATE_ROWS } from '@/shared/inventory-upload'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

/** The full per-row results, not only the failed ones the screen asks for. */
const UPLOAD = String(BulkInsertInventoryDocument).replace('results(failedOnly: true)', 'results')

/** Both lists of one upload: every row, and the failed ones as the screen asks for them. */
const BOTH_RESULTS = `mutation ($file: Upload!) {
  bulkInsertInventory(file: $file) {
    successCount
    failureCount
    all: results { row success sku productId message }
    failed: results(failedOnly: true) { row success sku productId message }
  }
}`

/** A lowered row limit, so that the files at and past it stay small (the real one is UPLOAD_MAX_ROWS). */
const MAX_ROWS = 2_000

type Format = 'csv' | 'xlsx' | 'xls'

/** A spreadsheet of the given rows in the given format, written the way a user's tool would. */
function spreadsheet(format: Format, rows: (string | number)[][], name = `stock.${format}`): File {
  if (format === 'csv') {
    const text = rows.map((row) => row.map((cell) => String(cell)).join(',')).join('\r\n') + '\r\n'
    return new File([text], name, { type: 'text/csv' })
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Stock')
  const bytes = XLSX.write(book, { type: 'buffer', bookType: format, compression: true }) as Buffer
  return new File([new Uint8Array(bytes)], name)
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe.each(DATABASE_TARGETS)('inventory bulk upload on %s', (target) => {
  let server: TestServer
  let admin: string
  let made = 0

  beforeAll(async () => {
    server = await startTestServer(target, { uploadMaxRows: MAX_ROWS })
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const upload = (file: File, token: string | undefined = admin, uploadId?: string) =>
    server.upload<BulkInsertInventoryMutation>(UPLOAD, { file: null, uploadId }, { file }, token)

  /** Products of the test's own with 10 in stock each, under fresh SKUs. */
  async function productsWithStock(count: number): Promise<string[]> {
    made += 1
    const skus = Array.from({ length: count }, (_, index) => `UP${made}-${target}-${index}`)
    const rows = await server.database.db
      .insert(products)
      .values(skus.map((sku) => ({ sku, name: `Upload item ${sku}`, price: 3 })))
      .returning({ id: products.id })
    await server.database.db.insert(stock).values(rows.map((row) => ({ productId: row.id, quantity: 10 })))
    return skus
  }

  async function stockBySku(skus: string[]): Promise<Record<string, number>> {
    const rows = await server.database.db
      .select({ sku: products.sku, quantity: stock.quantity })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(inArray(products.sku, skus))
    return Object.fromEntries(rows.map((row) => [row.sku, row.quantity]))
  }

  const historyCount = async () =>
    (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(inventoryAdjustments))[0]!.count

  it.each<Format>(['csv', 'xlsx', 'xls'])(
    'applies only the valid rows of a %s file and reports each row',
    async (format) => {
      const [a, b, c, d, e] = await productsWithStock(5)
      const created = `NEW${made}-${target}-${format}`
      const file = spreadsheet(format, [
        ['SKU', ' Quantity ', 'adjust ment', 'Name', 'Price'],
        [a!, 25, '', '', ''],
        [b!, '', -3, '', ''],
        [c!, 'lots', '', '', ''],
        [`GHOST-${made}`, 5, '', '', ''],
        [created, 40, '', 'Brass hinge', 4.99],
        [d!, '', -50, '', ''],
        [e!, 5, 2, '', ''],
        ['', '', '', '', ''],
        [a!, 30, '', '', ''],
        [`FREE-${made}`, 1, '', 'Free thing', 0],
      ])
      const before = await historyCount()

      const response = await upload(file)

      expect(response.errors).toBeUndefined()
      const result = response.data!.bulkInsertInventory
      expect(result).toMatchObject({
        success: true,
        totalProcessed: 9,
        successCount: 3,
        failureCount: 6,
        message: 'Processed 9 rows: 3 succeeded, 6 failed.',
      })
      expect(result.results.map(({ row, success, sku, message }) => ({ row, success, sku, message }))).toEqual([
        { row: 2, success: true, sku: a, message: 'Row 2: stock set to 25 (was 10)' },
        { row: 3, success: true, sku: b, message: 'Row 3: stock adjusted by -3 to 7 (was 10)' },
        { row: 4, success: false, sku: c, message: 'Row 4: Quantity must be a number' },
        {
          row: 5,
          success: false,
          sku: `GHOST-${made}`,
          message: `Row 5: No product has SKU GHOST-${made}. Add name and price columns to create it.`,
        },
        { row: 6, success: true, sku: created, message: 'Row 6: product created with stock 40' },
        {
          row: 7,
          success: false,
          sku: d,
          message: `Row 7: Only 10 of Upload item ${d} left in stock`,
        },
        { row: 8, success: false, sku: e, message: 'Row 8: Give either a quantity or an adjustment' },
        { row: 10, success: false, sku: a, message: `Row 10: SKU ${a} already appears in row 2` },
        { row: 11, success: false, sku: `FREE-${made}`, message: 'Row 11: Product price must be greater than 0' },
      ])
      expect(result.results.filter((row) => row.success).every((row) => row.productId)).toBe(true)

      expect(await stockBySku([a!, b!, c!, d!, e!, created])).toEqual({
        [a!]: 25,
        [b!]: 7,
        [c!]: 10,
        [d!]: 10,
        [e!]: 10,
        [created]: 40,
      })
      const [product] = await server.database.db.select().from(products).where(eq(products.sku, created))
      expect(product).toMatchObject({ name: 'Brass hinge', price: 4.99, status: 'ACTIVE' })
      const ghosts = await server.database.db
        .select()
        .from(products)
        .where(inArray(products.sku, [`GHOST-${made}`, `FREE-${made}`]))
      expect(ghosts).toEqual([])
      expect(await historyCount()).toBe(before + 3)
      const [history] = await server.database.db
        .select()
        .from(inventoryAdjustments)
        .where(eq(inventoryAdjustments.productId, result.results[1]!.productId!))
      expect(history).toMatchObject({ adjustment: -3, quantityAfter: 7, reason: `Bulk upload stock.${format}` })
    },
  )

  it('refuses quantities and adjustments not written as plain whole numbers in bounds, row by row', async () => {
    const skus = await productsWithStock(9)
    const file = spreadsheet('csv', [
      ['sku', 'quantity', 'adjustment'],
      [skus[0]!, '1e9', ''],
      [skus[1]!, '1.5', ''],
      [skus[2]!, '0x10', ''],
      [skus[3]!, '', '1e2'],
      [skus[4]!, '', '2000000'],
      [skus[5]!, '3000000000', ''],
      [skus[6]!, '-1', ''],
      [skus[7]!, "'-3", ''],
      [skus[8]!, '', "'-3"],
    ])
    const result = (await upload(file)).data!.bulkInsertInventory
    expect(result.results.map((row) => row.message)).toEqual([
      'Row 2: Quantity must be a whole number written in digits (like 25)',
      'Row 3: Quantity must be a whole number written in digits (like 25)',
      'Row 4: Quantity must be a whole number written in digits (like 25)',
      'Row 5: Adjustment must be a whole number written in digits (like 25)',
      'Row 6: An adjustment is at most 1,000,000 units either way',
      'Row 7: Quantity must be at most 2,147,483,647',
      'Row 8: Quantity cannot be negative',
      'Row 9: Quantity cannot be negative',
      'Row 10: stock adjusted by -3 to 7 (was 10)',
    ])
    expect(Object.values(await stockBySku(skus))).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 7])
  })

  it("skips the template's example rows: the template uploaded unchanged adds nothing to the catalogue", async () => {
    const file = new File([toCsv(UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS)], 'inventory-upload-template.csv')
    expect((await upload(file)).data!.bulkInsertInventory).toMatchObject({
      success: false,
      message: UPLOAD_MESSAGES.templateOnly,
      successCount: 0,
      failureCount: 2,
      results: [
        { row: 2, sku: 'EXAMPLE-001', success: false, message: `Row 2: ${TEMPLATE_ROW_SKIPPED}` },
        { row: 3, sku: 'EXAMPLE-002', success: false, message: `Row 3: ${TEMPLATE_ROW_SKIPPED}` },
      ],
    })
    expect(await stockBySku(['EXAMPLE-001', 'EXAMPLE-002'])).toEqual({})
    // Beside rows of one's own, the example rows are skipped and the others applied.
    const [own] = await productsWithStock(1)
    const mixed = new File(
      [toCsv(UPLOAD_COLUMNS, [...UPLOAD_TEMPLATE_ROWS, [own!, '12', '', '', '', '', '', '', '']])],
      'stock.csv',
    )
    expect((await upload(mixed)).data!.bulkInsertInventory).toMatchObject({ successCount: 1, failureCount: 2 })
    expect(await stockBySku([own!, 'EXAMPLE-001'])).toEqual({ [own!]: 12 })
  })

  it('gives the same final stock when the same file is uploaded twice', async () => {
    const [a, b] = await productsWithStock(2)
    const created = `TWICE${made}-${target}`
    const file = spreadsheet('csv', [
      ['sku', 'quantity', 'name', 'price'],
      [a!, 3, '', ''],
      [b!, 10, '', ''],
      [created, 8, 'Twice made', 2.5],
    ])
    const first = (await upload(file)).data!.bulkInsertInventory
    expect(first.results.map((row) => row.message)).toEqual([
      'Row 2: stock set to 3 (was 10)',
      'Row 3: stock already 10',
      'Row 4: product created with stock 8',
    ])
    const history = await historyCount()

    const second = (await upload(file)).data!.bulkInsertInventory

    expect(second).toMatchObject({ success: true, successCount: 3, failureCount: 0 })
    expect(second.results.map((row) => row.message)).toEqual([
      'Row 2: stock already 3',
      'Row 3: stock already 10',
      'Row 4: stock already 8',
    ])
    expect(second.results.map((row) => row.productId)).toEqual(first.results.map((row) => row.productId))
    expect(await stockBySku([a!, b!, created])).toEqual({ [a!]: 3, [b!]: 10, [created]: 8 })
    expect(await historyCount()).toBe(history)
  })

  it.each([
    ['a PNG renamed .csv', () => new File([PNG], 'stock.csv'), UPLOAD_MESSAGES.notSpreadsheet],
    ['a PNG renamed .xlsx', () => new File([PNG], 'stock.xlsx'), UPLOAD_MESSAGES.notSpreadsheet],
    ['an empty file', () => new File([], 'stock.csv'), UPLOAD_MESSAGES.empty],
    ['a file of blank lines', () => new File(['\r\n,,\r\n'], 'stock.csv'), UPLOAD_MESSAGES.empty],
    ['a header without rows', () => spreadsheet('xlsx', [['sku', 'quantity']]), UPLOAD_MESSAGES.noRows],
    [
      'a file without a sku column',
      () =>
        spreadsheet('csv', [
          ['code', 'quantity'],
          ['X', 1],
        ]),
      UPLOAD_MESSAGES.noSku,
    ],
    [
      'a file without an amount column',
      () =>
        spreadsheet('xls', [
          ['sku', 'name'],
          ['X', 'Y'],
        ]),
      UPLOAD_MESSAGES.noAmount,
    ],
    ['a PDF', () => new File(['%PDF-1.7\n'], 'stock.pdf'), UPLOAD_MESSAGES.wrongExtension],
  ])('refuses %s with a clear message and changes nothing', async (_name, makeFile, message) => {
    const before = await historyCount()
    const response = await upload(makeFile())
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.errors![0]!.message).toBe(message)
    expect(await historyCount()).toBe(before)
  })

  it('takes a file of as many rows as the limit and refuses one more row before changing anything', async () => {
    const [a] = await productsWithStock(1)
    const rows = (count: number) => [
      'sku,quantity',
      `${a},99`,
      ...Array.from({ length: count - 1 }, (_, index) => `FILL-${made}-${index},1`),
    ]
    const over = await upload(new File([rows(MAX_ROWS + 1).join('\n')], 'big.csv'))
    expect(over.errors![0]!.message).toBe(UPLOAD_MESSAGES.tooManyRows(MAX_ROWS))
    expect(over.errors![0]!.message).toBe('The file has more than 2,000 rows. Split it into smaller files.')
    expect(await stockBySku([a!])).toEqual({ [a!]: 10 })

    const at = (await upload(new File([rows(MAX_ROWS).join('\n')], 'big.csv'))).data!.bulkInsertInventory
    expect(at).toMatchObject({ totalProcessed: MAX_ROWS, successCount: 1, failureCount: MAX_ROWS - 1 })
    expect(await stockBySku([a!])).toEqual({ [a!]: 99 })
  })

  it('lists the failed rows alone exactly as they are among all the rows, both in row order', async () => {
    const skus = await productsWithStock(6)
    const file = spreadsheet('csv', [
      ['sku', 'quantity', 'adjustment'],
      [skus[0]!, 4, ''],
      [skus[1]!, '', -20],
      [skus[2]!, '', 5],
      [`NOPE-${made}`, 1, ''],
      [skus[3]!, 10, ''],
      [skus[1]!, 1, ''],
      [skus[4]!, 'x', ''],
      [skus[5]!, '', 1],
    ])
    const response = await server.upload<{
      bulkInsertInventory: {
        successCount: number
        failureCount: number
        all: { row: number; success: boolean; sku: string; productId: string | null; message: string }[]
        failed: { row: number; success: boolean; sku: string; productId: string | null; message: string }[]
      }
    }>(BOTH_RESULTS, { file: null }, { file }, admin)
    const { all, failed, successCount, failureCount } = response.data!.bulkInsertInventory
    expect(all.map((result) => [result.row, result.success])).toEqual([
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, true],
      [7, false],
      [8, false],
      [9, true],
    ])
    expect(failed).toEqual(all.filter((result) => !result.success))
    expect(failed.map((result) => result.message)).toEqual([
      `Row 3: Only 10 of Upload item ${skus[1]} left in stock`,
      `Row 5: No product has SKU NOPE-${made}. Add name and price columns to create it.`,
      `Row 7: SKU ${skus[1]} already appears in row 3`,
      'Row 8: Quantity must be a number',
    ])
    expect(all.filter((result) => result.success).map((result) => result.message)).toEqual([
      'Row 2: stock set to 4 (was 10)',
      'Row 4: stock adjusted by 5 to 15 (was 10)',
      'Row 6: stock already 10',
      'Row 9: stock adjusted by 1 to 11 (was 10)',
    ])
    expect({ successCount, failureCount }).toEqual({ successCount: 4, failureCount: 4 })
  })

  it.each([
    ['just over 25 MB', 25 * 1024 * 1024 + 10],
    ['far over 25 MB', 40 * 1024 * 1024],
  ])('refuses a file %s', async (_name, size) => {
    const response = await upload(new File([new Uint8Array(size).fill(0x31)], 'huge.csv'))
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.errors![0]!.message).toBe(UPLOAD_MESSAGES.tooLarge)
  })

  it('needs Edit permission on inventory and a signed-in user', async () => {
    const [a] = await productsWithStock(1)
    const file = spreadsheet('csv', [
      ['sku', 'quantity'],
      [a!, 1],
    ])
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await upload(file, viewer))).toBe('FORBIDDEN')
    const anonymous = await server.upload(UPLOAD, { file: null }, { file })
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED')
    expect(await stockBySku([a!])).toEqual({ [a!]: 10 })
  })

  it('publishes progress to the uploader until the upload is done', async () => {
    const [a] = await productsWithStock(1)
    const uploadId = crypto.randomUUID()
    const stream = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: String(InventoryUploadProgressDocument), variables: { uploadId } }),
    })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    const events = (async () => {
      let text = ''
      const decoder = new TextDecoder()
      const reader = stream.body!.getReader()
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true })
      }
      return text
        .split('\n')
        .filter((line) => line.startsWith('data: {'))
        .map((line) => JSON.parse(line.slice(6)) as { data: { inventoryUploadProgress: Record<string, unknown> } })
        .map((event) => event.data.inventoryUploadProgress)
    })()
    // Let the subscription reach the server before the upload starts.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await upload(
      spreadsheet('csv', [
        ['sku', 'quantity'],
        [a!, 4],
      ]),
      admin,
      uploadId,
    )

    const received = await events
    expect(received.at(-1)).toMatchObject({ uploadId, done: true, percent: 100, totalRows: 1, stage: 'Done' })
  })
})
