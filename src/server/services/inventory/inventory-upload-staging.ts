import { badInput } from '@/server/errors'
import type { StagedRow } from '@/server/repositories/stock-upload-repository'
import {
  indexColumns,
  isBlankRow,
  isFailure,
  readStockRow,
  type ColumnIndex,
} from '@/server/services/inventory/inventory-upload-rows'
import type { SheetRow } from '@/server/services/inventory/sheet-reading'
import { readSheetRows, type SpreadsheetKind } from '@/server/services/inventory/spreadsheet-file'
import { UploadResults } from '@/server/services/inventory/upload-results'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** Valid rows per staging statement: a million rows take 50 statements, and only one chunk is held parsed. */
const STAGE_CHUNK = 20_000

const refuse = (message: string) => badInput(message, { file: message })

export interface StockRowReaderOptions {
  maxRows: number
  /** Bytes and data rows read so far. */
  onProgress(processedBytes: number, processedRows: number): void
}

/**
 * Reads a stock file's rows a chunk of valid rows at a time, so that a million-row file is never held parsed; the
 * rows that break a rule go to `results` as they are read. Refuses the whole file for a missing header, no rows, or
 * too many rows, whenever the read comes to that.
 */
export class StockRowReader {
  readonly results = new UploadResults()
  rowsRead = 0
  private columns: ColumnIndex | undefined
  private bytesRead = 0
  private readonly sheetRows: AsyncGenerator<SheetRow>

  constructor(
    bytes: Uint8Array,
    kind: SpreadsheetKind,
    private readonly options: StockRowReaderOptions,
  ) {
    this.sheetRows = readSheetRows(bytes, kind, {
      maxRows: options.maxRows + 1,
      onProgress: (processedBytes) => {
        this.bytesRead = processedBytes
        options.onProgress(processedBytes, this.rowsRead)
      },
    })
  }

  /** The next chunk of valid rows; null once the file has been read to its end. */
  async nextChunk(): Promise<StagedRow[] | null> {
    const chunk: StagedRow[] = []
    for (let next = await this.sheetRows.next(); !next.done; next = await this.sheetRows.next()) {
      this.readRow(next.value, chunk)
      if (chunk.length >= STAGE_CHUNK) {
        this.options.onProgress(this.bytesRead, this.rowsRead)
        return chunk
      }
    }
    if (!this.columns) throw refuse(UPLOAD_MESSAGES.empty)
    if (this.rowsRead === 0) throw refuse(UPLOAD_MESSAGES.noRows)
    return chunk.length ? chunk : null
  }

  private readRow({ number, cells }: SheetRow, chunk: StagedRow[]) {
    if (isBlankRow(cells)) return
    if (!this.columns) {
      this.columns = indexColumns(cells)
      return
    }
    this.rowsRead += 1
    const read = readStockRow(number, cells, this.columns)
    if (isFailure(read)) {
      this.results.fail(read.row, read.sku, read.message)
      return
    }
    const { productCells, ...stock } = read
    chunk.push(Object.keys(productCells).length ? { ...stock, product: productCells } : stock)
  }
}
