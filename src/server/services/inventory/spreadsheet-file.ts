import { on } from 'node:events'
import { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import { CsvError, parse } from 'csv-parse'
import {
  byteChunks,
  refuseSheet,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  tooManyRows,
  type SheetReadOptions,
  type SheetRow,
} from '@/server/services/inventory/sheet-reading'
import { xlsxRows } from '@/server/services/inventory/xlsx-rows'

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls'

const SNIFF_BYTES = 8192
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

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
    max_record_size: SHEET_LIMITS.textChars,
    // Called as each field is read, so a line of 100,000 columns is refused at its 51st, not once it is all built.
    cast: (field, { index }) => {
      if (index >= SHEET_LIMITS.columns) throw refuseSheet(SHEET_MESSAGES.tooManyColumns)
      return field
    },
  })
  const source = Readable.from(byteChunks(bytes))
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  let number = 0
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      number += 1
      if (number > options.maxRows) throw refuseSheet(tooManyRows(options))
      if (number % 1000 === 0) options.onProgress(parser.info.bytes)
      yield { number, cells }
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw refuseSheet(`The CSV file could not be read: ${error.message}`)
    }
    throw error
  } finally {
    source.destroy()
  }
  options.onProgress(bytes.byteLength)
}

type WorkerMessage = { firstRow: number } | { rows: string[][] } | { done: true } | { error: string }

/**
 * Parses a legacy .xls workbook with SheetJS in a worker thread (it holds the thread for seconds on a big sheet) and
 * yields its rows. The worker has a heap of its own, bounded, and is stopped when it runs out of memory or time.
 */
async function* xlsRows(bytes: Uint8Array, options: SheetReadOptions): AsyncGenerator<SheetRow> {
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
  const deadline = AbortSignal.timeout(SHEET_LIMITS.readTimeMs)
  let number = 0
  try {
    const messages = on(worker, 'message', { signal: deadline }) as AsyncIterable<[WorkerMessage]>
    for await (const [message] of messages) {
      if ('error' in message) throw refuseSheet(SHEET_MESSAGES.unreadable(message.error))
      if ('done' in message) break
      if ('firstRow' in message) {
        number = message.firstRow - 1
        continue
      }
      for (const cells of message.rows) {
        number += 1
        if (number > options.maxRows) throw refuseSheet(tooManyRows(options))
        yield { number, cells }
      }
    }
  } catch (error) {
    if (deadline.aborted) throw refuseSheet(SHEET_MESSAGES.tooSlow)
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw refuseSheet(SHEET_MESSAGES.tooBig)
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
  if (kind === 'csv') return csvRows(bytes, options)
  return kind === 'xlsx' ? xlsxRows(bytes, options) : xlsRows(bytes, options)
}
