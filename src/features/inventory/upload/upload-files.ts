import type { BulkInsertInventoryMutation } from '@/gql/graphql'
import { downloadCsv } from '@/lib/csv-download'
import { toCsv } from '@/shared/csv'
import { UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS } from '@/shared/inventory-upload'

export type FailedRow = BulkInsertInventoryMutation['bulkInsertInventory']['results'][number]

/** The file name without its extension, for the files made from it. */
export const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '')

/** A CSV naming every column the upload reads, with an example of each kind of row. */
export function downloadUploadTemplate(): void {
  downloadCsv('inventory-upload-template', toCsv(UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS))
}

/** The failed rows of an upload as CSV, cells that look like formulas neutralised. */
export function downloadErrorReport(fileName: string, rows: readonly FailedRow[]): void {
  downloadCsv(
    `${baseName(fileName)}-errors`,
    toCsv(
      ['row', 'sku', 'message'],
      rows.map((row) => [row.row, row.sku ?? '', row.message]),
    ),
  )
}
