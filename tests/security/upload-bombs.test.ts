import { crc32, deflateRawSync } from 'node:zlib'
import * as XLSX from '@e965/xlsx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BulkInsertInventoryDocument,
  InventoryUploadProgressDocument,
  type BulkInsertInventoryMutation,
} from '@/gql/graphql'
import { UPLOAD_BUSY_MESSAGE } from '@/server/services/inventory/upload-slots'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'
import { subscribe } from '../integration/support/sse'
import { errorCode, startTestServer, type TestServer } from '../integration/support/test-server'

const UPLOAD = String(BulkInsertInventoryDocument)

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer('pglite')
  token = await server.signIn('admin@example.com')
})
afterAll(() => server?.close())

const upload = (file: File, uploadId = crypto.randomUUID()) =>
  server.upload<BulkInsertInventoryMutation>(UPLOAD, { file: null, uploadId }, { file }, token)

/** 6 MB of zeros with a pseudo-random byte every 50: it deflates about 95 times. */
function compressibleEntry(): Buffer {
  const data = Buffer.alloc(6 * 1024 * 1024)
  let seed = 1
  for (let at = 0; at < data.length; at += 50) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    data[at] = seed & 0xff
  }
  return data
}

/** A little-endian record of `size` bytes: [offset, 2 or 4 bytes, value] for each field that is not zero. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const bytes = Buffer.alloc(size)
  for (const [at, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at)
    else bytes.writeUInt32LE(value, at)
  }
  return bytes
}

/** A valid zip of `count` entries, each holding `data` deflated. */
function zipOf(count: number, data: Buffer): Buffer {
  const deflated = deflateRawSync(data)
  const crc = crc32(data)
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (let index = 0; index < count; index += 1) {
    const name = Buffer.from(`xl/worksheets/sheet${index + 1}.xml`)
    const sizes: [number, 2 | 4, number][] = [
      [0, 4, crc],
      [4, 4, deflated.length],
      [8, 4, data.length],
      [12, 2, name.length],
    ]
    const shifted = (by: number) => sizes.map(([at, width, value]): [number, 2 | 4, number] => [at + by, width, value])
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...shifted(14)])
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      ...shifted(16),
      [42, 4, offset],
    ])
    locals.push(local, name, deflated)
    directory.push(central, name)
    offset += local.length + name.length + deflated.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directoryBytes.length],
    [16, 4, offset],
  ])
  return Buffer.concat([...locals, directoryBytes, end])
}

/** The largest resident set the process reaches while `work` runs (the test server runs in this process). */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage().rss)
    return { result, growthMb: (peak - before) / 1024 / 1024 }
  } finally {
    clearInterval(sampler)
  }
}

describe('spreadsheet upload bombs', () => {
  it('refuses a workbook of 150 entries each inflating 95 times while memory grows less than 200 MB', async () => {
    const entry = compressibleEntry()
    const ratio = entry.length / deflateRawSync(entry).length
    expect(ratio).toBeGreaterThan(90)
    expect(ratio).toBeLessThan(100)
    const bomb = new File([new Uint8Array(zipOf(150, entry))], 'stock.xlsx')

    const { result, growthMb } = await peakRssGrowth(() => upload(bomb))
    expect(growthMb).toBeLessThan(200)
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0]?.message).toBe(UPLOAD_MESSAGES.unsafeZip)
  })

  it('refuses a CSV of 100,000 columns fast', async () => {
    const line = Array.from({ length: 100_000 }, (_, index) => (index < 2 ? ['sku', 'quantity'][index] : 'x')).join(',')
    const wide = new File([[line, ...Array.from({ length: 50 }, () => line.replace('sku', 'A-1'))].join('\n')], 'w.csv')
    const started = performance.now()
    const result = await upload(wide)
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0]?.message).toContain('more than 50 columns')
    expect(performance.now() - started).toBeLessThan(1500)
  })

  it('answers a third concurrent upload that the server is busy', async () => {
    // Workbooks, so that both uploads spend seconds in their parsing workers without holding the one PGlite connection
    // (the third upload's sign-in check needs it). Every row fails its check, so applying them is quick.
    const rows = [['sku', 'quantity'], ...Array.from({ length: 100_000 }, (_, index) => [`MISSING-${index}`, 'many'])]
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Stock')
    const workbook = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer)
    const ids = [crypto.randomUUID(), crypto.randomUUID()]
    const progress = await Promise.all(
      ids.map((uploadId) => subscribe(server.url, InventoryUploadProgressDocument, { uploadId }, token)),
    )
    const running = ids.map((uploadId) => upload(new File([workbook], 'stock.xlsx'), uploadId))
    // Both are being processed once each has reported progress.
    await Promise.all(progress.map((subscription) => subscription.next(30_000)))

    const small = () => new File(['sku,quantity\nA-1,1\n'], 'small.csv')
    const third = await upload(small())
    expect(errorCode(third)).toBe('RATE_LIMITED')
    expect(third.errors?.[0]?.message).toBe(UPLOAD_BUSY_MESSAGE)

    for (const result of await Promise.all(running)) {
      expect(result.data?.bulkInsertInventory.failureCount).toBe(100_000)
    }
    progress.forEach((subscription) => subscription.close())
    const after = await upload(small())
    expect(after.errors).toBeUndefined()
  })
})
