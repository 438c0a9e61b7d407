import type { BulkInsertInventoryMutation } from '@/gql/graphql'
import { downloadFile } from '@/lib/format'
import { toCsv } from '@/shared/csv'
import { UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS } from '@/shared/inventory-upload'

export type FailedRow = BulkInsertInventoryMutation['bulkInsertInventory']['results'][number]

const CSV_TYPE = 'text/csv;charset=utf-8'

/** A CSV naming every column the upload reads, with an example of each kind of row. */
export function downloadUploadTemplate(): void {
  downloadFile('inventory-upload-template.csv', toCsv(UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS), CSV_TYPE)
}

/** The failed rows of an upload as CSV, cells that look like formulas neutralised. */
export function downloadErrorReport(fileName: string, rows: readonly FailedRow[]): void {
  const base = fileName.replace(/\.[^.]+$/, '')
  downloadFile(
    `${base}-errors.csv`,
    toCsv(
      ['row', 'sku', 'message'],
      rows.map((row) => [row.row, row.sku ?? '', row.message]),
    ),
    CSV_TYPE,
  )
}
