import { on } from 'node:events'
import { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import { CsvError, parse } from 'csv-parse'
import { badInput } from '@/server/errors'
import { UPLOAD_MAX_ZIP_RATIO, UPLOAD_MESSAGES } from '@/shared/inventory-upload'

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls'

/** One row of the first sheet: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  number: number
  cells: string[]
}

export interface SheetReadOptions {
  /** Rows past this many (the header included) end the read with `tooManyRows`. */
  maxRows: number
  onProgress(bytesRead: number): void
}

/**
 * Bounds on reading a workbook. The largest legitimate file (200,000 rows of all nine template columns, 24.5 MB)
 * has 10 zip entries inflating to 96 MB; the benchmark's 100,000 rows (3.5 MB) inflate to 9 MB.
 */
export const SHEET_LIMITS = {
  zipEntries: 1000,
  inflatedBytes: 200 * 1024 * 1024,
  /** Columns of a CSV record; the template has nine. */
  csvColumns: 50,
  workerHeapMb: 1024,
  workerTimeMs: 120_000,
} as const

const SHEET_MESSAGES = {
  tooManyColumns: `The file has more than ${SHEET_LIMITS.csvColumns} columns. Keep the template's columns only.`,
  tooBig: 'The spreadsheet is too large to read. Split it into smaller files.',
  tooSlow: `The spreadsheet took longer than ${SHEET_LIMITS.workerTimeMs / 1000} seconds to read. Split it into smaller files.`,
}

const refuse = (message: string) => badInput(message, { file: message })
const tooManyRows = (options: SheetReadOptions) => UPLOAD_MESSAGES.tooManyRows(options.maxRows - 1)

const SNIFF_BYTES = 8192
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const CHUNK_BYTES = 64 * 1024

function* chunks(bytes: Uint8Array) {
  for (let start = 0; start < bytes.byteLength; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES)
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte)

/** Plain UTF-8 text without NUL bytes: what a CSV is. A PNG, a PDF or UTF-16 text is not. */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

/** What the file is, from its first bytes rather than its name: a zip is .xlsx, a compound file .xls, text CSV. */
export function sniffSpreadsheet(bytes: Uint8Array): SpreadsheetKind | null {
  const head = bytes.subarray(0, SNIFF_BYTES)
  if (startsWith(head, ZIP_SIGNATURE)) return 'xlsx'
  if (startsWith(head, CFB_SIGNATURE)) return 'xls'
  return isText(head) ? 'csv' : null
}

/**
 * Reads the zip's central directory and refuses, before anything is inflated, a zip bomb: more than 1,000 entries,
 * more than 200 MB inflated in all, or an entry that inflates more than 100 times its compressed size; also a Zip64
 * archive (no spreadsheet within 25 MB needs one) or a directory that does not add up.
 */
export function assertZipInflatesSafely(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const unsafe = () => refuse(UPLOAD_MESSAGES.unsafeZip)
  let end = -1
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw refuse(UPLOAD_MESSAGES.notSpreadsheet)
  const entries = view.getUint16(end + 10, true)
  if (entries > SHEET_LIMITS.zipEntries) throw unsafe()
  let at = view.getUint32(end + 16, true)
  let inflatedTotal = 0
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) throw unsafe()
    const compressed = view.getUint32(at + 20, true)
    const inflated = view.getUint32(at + 24, true)
    if (compressed === 0xffffffff || inflated === 0xffffffff) throw unsafe()
    if (inflated > Math.max(compressed, 1) * UPLOAD_MAX_ZIP_RATIO) throw unsafe()
    inflatedTotal += inflated
    if (inflatedTotal > SHEET_LIMITS.inflatedBytes) throw unsafe()
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
}

/** The separator of the header line: comma, or semicolon or tab when the line has more of those. */
function csvDelimiter(bytes: Uint8Array): string {
  const head = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES))
  const line = head.split(/\r?\n/, 1)[0] ?? ''
  const count = (character: string) => line.split(character).length - 1
  return [';', '\t'].find((candidate) => count(candidate) > count(',')) ?? ','
}

/** Parses a CSV as a stream of records, each handed on as soon as it is read. */
async function* csvRows(bytes: Uint8Array, options: SheetReadOptions): AsyncGenerator<SheetRow> {
  const parser = parse({
    bom: true,
    delimiter: csvDelimiter(bytes),
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 1024 * 1024,
    // Called as each field is read, so a line of 100,000 columns is refused at its 51st, not once it is all built.
    cast: (field, { index }) => {
      if (index >= SHEET_LIMITS.csvColumns) throw refuse(SHEET_MESSAGES.tooManyColumns)
      return field
    },
  })
  const source = Readable.from(chunks(bytes))
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  let number = 0
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      number += 1
      if (number > options.maxRows) throw refuse(tooManyRows(options))
      if (number % 1000 === 0) options.onProgress(parser.info.bytes)
      yield { number, cells }
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw refuse(`The CSV file could not be read: ${error.message}`)
    }
    throw error
  } finally {
    source.destroy()
  }
  options.onProgress(bytes.byteLength)
}

type WorkerMessage = { firstRow: number } | { rows: string[][] } | { done: true } | { error: string }

/**
 * Parses a workbook in a worker thread (SheetJS holds the thread for seconds on a big sheet) and yields its rows.
 * The worker has a heap of its own, bounded, and is stopped when it runs out of memory or time.
 */
async function* workbookRows(
  bytes: Uint8Array,
  kind: 'xlsx' | 'xls',
  options: SheetReadOptions,
): AsyncGenerator<SheetRow> {
  if (kind === 'xlsx') assertZipInflatesSafely(bytes)
  const size = bytes.byteLength
  options.onProgress(Math.round(size / 2))
  // One row past the limit, so that a sheet over it is told apart from one exactly at it.
  const worker = new Worker(new URL('./spreadsheet-worker.mjs', import.meta.url), {
    // Copied rather than transferred: a transaction retried after a deadlock reads the same bytes again.
    workerData: { bytes, maxRows: options.maxRows + 1 },
    // A small young generation: the parse makes many short-lived objects, and a default-sized one let the worker's
    // heap grow by 60 MB more before collecting (the upload's peak memory, at 100,000 rows).
    resourceLimits: { maxOldGenerationSizeMb: SHEET_LIMITS.workerHeapMb, maxYoungGenerationSizeMb: 8 },
  })
  const deadline = AbortSignal.timeout(SHEET_LIMITS.workerTimeMs)
  let number = 0
  try {
    const messages = on(worker, 'message', { signal: deadline }) as AsyncIterable<[WorkerMessage]>
    for await (const [message] of messages) {
      if ('error' in message) throw refuse(`The spreadsheet could not be read: ${message.error}`)
      if ('done' in message) break
      if ('firstRow' in message) {
        number = message.firstRow - 1
        continue
      }
      for (const cells of message.rows) {
        number += 1
        if (number > options.maxRows) throw refuse(tooManyRows(options))
        yield { number, cells }
      }
    }
  } catch (error) {
    if (deadline.aborted) throw refuse(SHEET_MESSAGES.tooSlow)
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw refuse(SHEET_MESSAGES.tooBig)
    throw error
  } finally {
    await worker.terminate()
  }
  options.onProgress(size)
}

/** The rows of the file's first sheet; the bytes stay the caller's, to be read again. */
export function readSheetRows(
  bytes: Uint8Array,
  kind: SpreadsheetKind,
  options: SheetReadOptions,
): AsyncGenerator<SheetRow> {
  return kind === 'csv' ? csvRows(bytes, options) : workbookRows(bytes, kind, options)
}
