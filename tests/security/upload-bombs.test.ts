import { deflateRawSync } from 'node:zlib'
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
import { zipArchive } from '../support/zip-archive'

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
    const bomb = new File(
      [
        new Uint8Array(
          zipArchive(
            Array.from({ length: 150 }, (_, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, data: entry })),
          ),
        ),
      ],
      'stock.xlsx',
    )

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
    // Every row fails its check, so that each upload reads its whole workbook before its transaction takes the one PGlite
    // connection (the third upload's sign-in check needs it), and applying them is quick.
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
