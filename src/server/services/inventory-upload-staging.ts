import type { Tx } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { stageRows, type StagedRow } from '@/server/repositories/stock-upload-repository'
import {
  indexColumns,
  isBlankRow,
  isFailure,
  readStockRow,
  type ColumnIndex,
} from '@/server/services/inventory-upload-rows'
import { readSheetRows, type SpreadsheetKind } from '@/server/services/spreadsheet-file'
import type { UploadResults } from '@/server/services/upload-results'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** Rows per staging statement: large enough that a million rows take 50 statements, small enough to hold parsed. */
const STAGE_CHUNK = 20_000

const refuse = (message: string) => badInput(message, { file: message })

export interface StagingOptions {
  maxRows: number
  /** Bytes and rows read so far. */
  onProgress(processedBytes: number, processedRows: number): void
}

/**
 * Reads the file's rows and stages the valid ones into the upload's staging table as they are read, a chunk at a
 * time, so that a million-row file is never held parsed; the rows that break a rule go to `results`. Refuses the
 * whole file (and the caller's transaction with it) for a missing header, no rows, or too many rows.
 * Returns the number of data rows read.
 */
export async function stageFile(
  tx: Tx,
  bytes: Uint8Array,
  kind: SpreadsheetKind,
  results: UploadResults,
  options: StagingOptions,
): Promise<number> {
  let columns: ColumnIndex | undefined
  let chunk: StagedRow[] = []
  let rowsRead = 0
  let bytesRead = 0
  const flush = async () => {
    if (chunk.length === 0) return
    const staging = chunk
    chunk = []
    await stageRows(tx, staging)
  }
  const onProgress = (processedBytes: number) => {
    bytesRead = processedBytes
    options.onProgress(processedBytes, rowsRead)
  }
  for await (const { number, cells } of readSheetRows(bytes, kind, { maxRows: options.maxRows + 1, onProgress })) {
    if (isBlankRow(cells)) continue
    if (!columns) {
      columns = indexColumns(cells)
      continue
    }
    rowsRead += 1
    const read = readStockRow(number, cells, columns)
    if (isFailure(read)) {
      results.fail(read.row, read.sku, read.message)
      continue
    }
    const { productCells, ...stock } = read
    chunk.push(Object.keys(productCells).length ? { ...stock, product: productCells } : stock)
    if (chunk.length >= STAGE_CHUNK) {
      await flush()
      options.onProgress(bytesRead, rowsRead)
    }
  }
  await flush()
  if (!columns) throw refuse(UPLOAD_MESSAGES.empty)
  if (rowsRead === 0) throw refuse(UPLOAD_MESSAGES.noRows)
  return rowsRead
}
